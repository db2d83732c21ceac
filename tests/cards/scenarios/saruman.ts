/** Saruman: at the beginning of the end-of-turn phase, tap to take a spell card from the discard pile to the hand. */
import type { Scenario } from '../kit/scenario';
import { discarded } from '../helpers/characters';

const scenarios: Scenario[] = [
  {
    title: 'Saruman taps at the beginning of the end-of-turn phase: Vanishment (a spell) goes from the discard pile to the hand',
    run: (k) => {
      const saruman = k.company(0, ['Saruman', 'Faramir'], 'Rivendell').chars[0] as number;
      const [spell, other] = discarded(k, 0, ['Vanishment', 'Dodge']) as [number, number];
      k.phase('endTurn');
      k.expect(!k.canUse(0, saruman, 0, other), 'Dodge (not a spell) is not a target');
      k.use(0, saruman, 0, spell);
      k.passAll();
      k.equal(k.s.status[saruman], 'tapped', 'Saruman taps');
      k.expect(k.s.players[0]?.hand.includes(spell) ?? false, 'Vanishment is in his player\'s hand');
      k.equal(k.where(other), 'discard', 'Dodge stays in the discard pile');
    },
  },
  {
    title: 'Saruman cannot take a spell back in the organization phase, once his player has made his end-of-turn discard, nor when tapped',
    run: (k) => {
      const saruman = k.company(0, ['Saruman'], 'Rivendell').chars[0] as number;
      const [spell] = discarded(k, 0, ['Vanishment']) as [number];
      k.phase('organization');
      k.expect(!k.canUse(0, saruman, 0, spell), 'not in the organization phase');
      k.phase('endTurn');
      k.s.turn.endDiscarded.push(0);
      k.expect(!k.canUse(0, saruman, 0, spell), 'not after the end-of-turn discard');
      k.s.turn.endDiscarded = [];
      k.setStatus(saruman, 'tapped');
      k.expect(!k.canUse(0, saruman, 0, spell), 'not when tapped');
      k.refused(0, { type: 'useCard', inst: saruman, ability: 0, target: spell });
    },
  },
];
export default scenarios;
