import type { Scenario } from '../kit/scenario';
import { refusedInArda } from '../helpers/neverInArda';

const scenarios: Scenario[] = [
  refusedInArda(
    'refused: "Playable on a face-up agent … Alternatively, an on-guard card is discarded" — Arda has no hazard agents and no on-guard cards (site phase, a company at Moria)',
    'Withdrawn to Mordor',
    'no on-guard cards',
    (k) => {
      k.company(0, ['Aragorn II'], 'Moria');
      k.phase('site');
      return null;
    },
  ),
];
export default scenarios;
