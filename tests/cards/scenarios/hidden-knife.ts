import type { Scenario } from '../kit/scenario';
import { refusedInArda } from '../helpers/neverInArda';

const scenarios: Scenario[] = [
  refusedInArda('refused: "Playable on any face up agent during your site phase" — Arda has no hazard agents (site phase, a company at Moria)', 'Hidden Knife', 'Arda has no hazard agents', (k) => {
    k.company(0, ['Aragorn II'], 'Moria');
    k.phase('site');
    return null;
  }),
];
export default scenarios;
