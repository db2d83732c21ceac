import { attackWindow } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const name = 'More Sense than You';

const scenarios: Scenario[] = [
  {
    title: 'Bilbo taps: no strike of the Orc attack may be assigned to him, the others take them',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Bilbo', 'Gimli', 'Aragorn II'], creature: 'Orc-patrol', cards: name });
      const [bilbo, ...others] = chars as [number, ...number[]];
      k.play(0, card, bilbo);
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      k.expect(k.top()?.kind === 'combat', 'the attack goes on');
      k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === bilbo), 'no strike may be assigned to Bilbo');
      for (const ch of others) if (k.top()?.kind === 'combat' && k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(0, { type: 'assignStrike', target: ch });
      // The third strike: the attacker (the hazard player) assigns it, to a tapped character too, but not to Bilbo.
      for (let guard = 0; guard < 5; guard++) {
        const top = k.top();
        if (top?.kind !== 'combat' || (top.stage !== 'defenderAssign' && top.stage !== 'attackerAssign')) break;
        const seat = top.stage === 'defenderAssign' ? 0 : 1;
        const a = k.legal(seat).find((x) => x.type === 'assignStrike');
        k.expect(!k.legal(seat).some((x) => x.type === 'assignStrike' && x.target === bilbo), 'no strike may be assigned to Bilbo, by either player');
        if (!a) break;
        k.act(seat, a);
      }
      const top = k.top();
      k.expect(top?.kind === 'combat' && top.slots.length > 0 && !top.slots.some((x) => x.target === bilbo), 'Bilbo faces no strike');
    },
  },
  {
    title: 'on an ally: Gwaihir taps and takes no strike',
    run: (k) => {
      const { chars, card } = attackWindow(k, {
        names: ['Gimli', 'Aragorn II'],
        creature: 'Orc-patrol',
        cards: name,
        prepare: (cs) => void k.ally(cs[0] as number, 'Gwaihir'),
      });
      const ally = k.s.chars[chars[0] as number]?.allies[0] as number;
      k.play(0, card, ally);
      k.equal(k.s.status[ally], 'tapped', 'the ally taps');
      k.expect(k.s.mods.some((m) => m.inst === ally && m.stat === 'noStrikes'), 'the ally may not be assigned a strike');
      k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ally), 'no strike may be assigned to the ally');
    },
  },
  {
    title: 'not on a tapped character; not once strikes are assigned',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Bilbo', 'Gimli', 'Aragorn II'], creature: 'Orc-patrol', cards: name, prepare: (cs) => k.setStatus(cs[0] as number, 'tapped') });
      k.expect(!k.canPlay(0, card, chars[0] as number), 'Bilbo is tapped');
      k.expect(k.canPlay(0, card, chars[1] as number), 'Gimli is untapped');
      for (const ch of chars) if (k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(0, { type: 'assignStrike', target: ch });
      k.expect(!k.canPlay(0, card, chars[1] as number), 'strikes are assigned');
    },
  },
];
export default scenarios;
