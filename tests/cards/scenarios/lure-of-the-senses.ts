import { corruptionPoints, type GameEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { oneCheckBy, playOn } from '../helpers/corruption';

/** Seat 1's turn ends and seat 0's begins (his untap phase). */
function nextOwnTurn(k: ScenarioKit): GameEvent[] {
  return k.toNextTurn(1);
}

const scenarios: Scenario[] = [
  {
    title: '2 corruption points; a check at the end of his untap phase at a Haven (Rivendell), none elsewhere (Bree)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      const bearer = chars[0] as number;
      const before = corruptionPoints(k.s, bearer);
      playOn(k, 'Lure of the Senses', id, bearer);
      k.equal(corruptionPoints(k.s, bearer) - before, 2, 'corruption points received');
      k.expect(!k.canPlay(1, k.hand(1, 'Lure of the Senses'), bearer), 'not a second time on him');
      const other = k.company(0, ['Gimli'], 'Bree');
      k.attach(other.chars[0] as number, 'Lure of the Senses');
      k.companyById(id).dest = null;
      k.rig([6, 6, 6, 6]);
      const events = nextOwnTurn(k);
      oneCheckBy(k, events, 'Lure of the Senses', bearer, 'the bearer at Rivendell checks; Gimli at Bree does not');
    },
  },
];
export default scenarios;
