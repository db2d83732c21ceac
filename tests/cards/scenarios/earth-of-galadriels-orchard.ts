import type { Scenario } from '../kit/scenario';
import { storedAt } from '../helpers/storing';

const scenarios: Scenario[] = [
  storedAt('Earth of Galadriel’s Orchard', { title: '"2 marshalling points if stored at Bag End": stored at Bag End for 2; not at Rivendell (a Haven, where its points are 0)', who: 'Bilbo', at: 'Bag End', mp: 2, notAt: 'Rivendell' }),
];
export default scenarios;
