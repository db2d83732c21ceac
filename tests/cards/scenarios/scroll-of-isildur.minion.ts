import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { ringTest } from '../helpers/ringTests';
import { storedAt } from '../helpers/storing';

const name = 'Scroll of Isildur';

const scenarios: Scenario[] = [
  {
    title: '"When a gold ring is tested in a company bearing the Scroll of Isildur, the random value obtained is modified by +1"; in another company, not',
    run: (k0) => {
      const k = minionKit(k0);
      const [wk, vet] = k.company(0, ['The Witch-king', 'Orc Veteran'], 'Minas Morgul').chars as [number, number];
      const scroll = k.item(vet, name);
      const roll = ringTest(k, wk, k.item(vet, 'Bright Gold Ring'), [4, 4]);
      k.equal(roll?.total, 9, 'the test’s result (8 + 1)');
      k.s.chars[vet]!.items = k.s.chars[vet]!.items.filter((i) => i !== scroll);
      k.item(k.company(0, ['Tarcil'], 'Dol Guldur').chars[0] as number, name);
      k.setStatus(wk, 'untapped');
      const plain = ringTest(k, wk, k.item(vet, 'Bright Gold Ring'), [4, 4]);
      k.equal(plain?.total, 8, 'no modification from a Scroll in another company');
    },
  },
  storedAt(name, { minion: true, title: '"May be stored at Barad-dûr for 5 marshalling points": stored at Barad-dûr for 5; not at Dol Amroth', who: 'Orc Veteran', at: 'Barad-dûr', mp: 5, notAt: 'Dol Amroth' }),
];
export default scenarios;
