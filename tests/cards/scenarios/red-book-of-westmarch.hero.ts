import type { Scenario } from '../kit/scenario';
import { playFaction, rollMods } from '../helpers/itemInfluence';
import { storedAt } from '../helpers/storing';

const name = 'Red Book of Westmarch';

const scenarios: Scenario[] = [
  storedAt(name, { title: '"1 marshalling point if stored at a Haven [{H}]" (printed 0): stored at Rivendell for 1; not at Bag End', who: 'Bilbo', at: 'Rivendell', mp: 1, notAt: 'Bag End' }),
  {
    title: '"+2 to direct influence against a Hobbit character or faction": +2 playing the Hobbits at Bag End; nothing playing the Riders of Rohan',
    run: (k) => {
      playFaction(k, 'Aragorn II', 'Bag End', name, 'Hobbits');
      k.expect(rollMods(k, 'influence').some((m) => m.label === name && m.value === 2), `${name} +2 in the roll`);
      k.s.companies = [];
      playFaction(k, 'Aragorn II', 'Edoras', name, 'Riders of Rohan');
      k.expect(!rollMods(k, 'influence').some((m) => m.label === name), `no ${name} bonus against the Riders of Rohan`);
    },
  },
];
export default scenarios;
