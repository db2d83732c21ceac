import type { Scenario } from '../kit/scenario';
import { atSite } from '../helpers/itemInfluence';
import { storedAt } from '../helpers/storing';

const name = 'Sapling of the White Tree';

const scenarios: Scenario[] = [
  {
    title: '"Not playable in a Shadow-hold [{S}] or Dark-hold [{D}]": played at Barrow-downs (Ruins & Lairs); refused at Mount Gram (Shadow-hold)',
    run: (k) => {
      const there = atSite(k, ['Aragorn II'], 'Mount Gram');
      k.equal(k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, name), character: there.chars[0] as number }).code, 'REQUIREMENTS', 'refused at Mount Gram');
      k.s.companies = [];
      const { chars } = atSite(k, ['Aragorn II'], 'Barrow-downs');
      const inst = k.mpHand(0, name);
      k.act(0, { type: 'playMpCard', inst, character: chars[0] as number });
      k.equal(k.where(inst), 'character', `${name} played at Barrow-downs`);
    },
  },
  storedAt(name, { title: '"May be stored at Minas Tirith. 2 marshalling points if stored at Minas Tirith": stored there for 2; not at Edoras', who: 'Aragorn II', at: 'Minas Tirith', mp: 2, notAt: 'Edoras' }),
  storedAt(name, { title: 'stored at a Haven (Rivendell) for its printed 1; not at Dol Amroth', who: 'Aragorn II', at: 'Rivendell', mp: 1, notAt: 'Dol Amroth' }),
];
export default scenarios;
