import type { Scenario } from '../kit/scenario';
import { storedAt } from '../helpers/storing';

const name = 'Red Book of Westmarch';

const scenarios: Scenario[] = [
  storedAt(name, { minion: true, title: '"May be stored at Barad-dûr for 5 marshalling points": stored at Barad-dûr for 5; not at Dol Amroth', who: 'Orc Veteran', at: 'Barad-dûr', mp: 5, notAt: 'Dol Amroth' }),
  storedAt(name, { minion: true, title: 'stored at a Darkhaven (Minas Morgul) for its printed 2 (Arda Revised: "Store items … at a Haven site or at sites specified on the item cards"); not at Bag End', who: 'Orc Veteran', at: 'Minas Morgul', mp: 2, notAt: 'Bag End' }),
];
export default scenarios;
