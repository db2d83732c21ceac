import { attackWindow, expectCancelled } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const name = 'Trickery';

const scenarios: Scenario[] = [
  {
    title: 'Bilbo (scout) against Orc-patrol: a roll of 6 (greater than 5) cancels the attack',
    run: (k) => {
      const { chars, card, creature } = attackWindow(k, { names: ['Bilbo', 'Gimli'], creature: 'Orc-patrol', cards: name });
      k.expect(!k.canPlay(0, card, chars[1] as number), 'Gimli is no scout');
      k.rig([3, 3]);
      k.play(0, card, chars[0] as number);
      expectCancelled(k, creature, 'Orc-patrol');
    },
  },
  {
    title: 'a roll of 5 does not cancel: the attack goes on',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Bilbo', 'Gimli'], creature: 'Orc-patrol', cards: name });
      k.rig([2, 3]);
      k.play(0, card, chars[0] as number);
      k.expect(k.top()?.kind === 'combat', 'the attack goes on');
    },
  },
  {
    title: 'against Giants too (Thunder’s Companion); not against an Undead attack (Barrow-wight)',
    run: (k) => {
      const giant = attackWindow(k, { names: ['Bilbo', 'Gimli'], creature: 'Thunder’s Companion', cards: name });
      k.expect(k.canPlay(0, giant.card, giant.chars[0] as number), 'against Giants');
    },
  },
  {
    title: 'not against an Undead attack (Barrow-wight)',
    run: (k) => {
      const undead = attackWindow(k, { names: ['Bilbo', 'Gimli'], creature: 'Barrow-wight', cards: name });
      k.expect(!k.canPlay(0, undead.card, undead.chars[0] as number), 'not against Undead');
    },
  },
];
export default scenarios;
