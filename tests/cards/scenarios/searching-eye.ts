import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Searching Eye: in response to Stealth (scout only), Stealth is cancelled and discarded',
    run: (k) => {
      const { chars } = k.company(0, ['Bilbo'], 'Rivendell');
      const [bilbo] = chars as [number];
      k.phase('organization');
      const stealth = k.hand(0, 'Stealth');
      const eye = k.hand(1, 'Searching Eye');
      k.expect(!k.canPlay(1, eye), 'nothing to cancel before Stealth is declared');
      k.act(0, { type: 'playCard', inst: stealth, target: bilbo });
      k.act(1, { type: 'playCard', inst: eye, target: stealth });
      k.passAll();
      k.equal(k.where(stealth), 'discard', 'Stealth');
      k.equal(k.where(eye), 'discard', 'Searching Eye');
      k.expect(!k.s.mods.some((m) => m.stat === 'noCreatures'), 'no ongoing effect of Stealth');
    },
  },
  {
    title: "Searching Eye: cancels Stealth's ongoing effect in the movement/hazard phase (creatures playable again); not playable without one",
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo'], 'Rivendell');
      const [bilbo] = chars as [number];
      k.phase('organization');
      k.play(0, k.hand(0, 'Stealth'), bilbo);
      const eye = k.hand(1, 'Searching Eye');
      const wolves = k.hand(1, 'Wolves');
      k.movement(id, 'Bree', ['Arthedain']);
      k.refused(1, { type: 'playCreature', inst: wolves });
      k.play(1, eye, bilbo);
      k.expect(!k.s.mods.some((m) => m.stat === 'noCreatures'), 'the ongoing effect of Stealth is cancelled');
      k.act(1, { type: 'playCreature', inst: wolves });
      k.expect(k.events.some((e) => e.type === 'attack'), 'Wolves attack');
      k.expect(!k.canPlay(1, k.hand(1, 'Searching Eye')), 'no second ongoing effect to cancel');
    },
  },
  {
    title: 'Searching Eye: not against a card that does not require a scout (Concealment by a scout is one; a hazard player only)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Rivendell');
      const [, aragorn] = chars as [number, number];
      k.phase('organization');
      const eye = k.hand(1, 'Searching Eye');
      k.expect(!k.canPlay(0, k.hand(0, 'Searching Eye')), 'the resource player cannot play it');
      k.movement(id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, eye), 'no card requiring a scout');
      k.expect(!k.canPlay(1, eye, aragorn), 'not on a character without such an effect');
    },
  },
];
export default scenarios;
