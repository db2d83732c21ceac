import type { Scenario } from '../kit/scenario';
import { withCard } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: '"A Dúnadan can tap and use this item to heal a character in his company (… character remains tapped)"; a Hobbit bearer cannot; not an unwounded character, nor one of another company',
    run: (k) => {
      const hobbit = withCard(k, ['Bilbo', 'Frodo'], 'Bree', 'Athelas');
      k.setStatus(hobbit.chars[1] as number, 'wounded');
      k.expect(!k.canUse(0, hobbit.inst, 0, hobbit.chars[1] as number), 'Bilbo is no Dúnadan');
      const { who, chars, inst } = withCard(k, ['Faramir', 'Gimli', 'Legolas'], 'Bree', 'Athelas');
      const [gimli, legolas] = chars.slice(1) as [number, number];
      k.setStatus(gimli, 'wounded');
      k.expect(!k.canUse(0, inst, 0, legolas), 'Legolas is not wounded');
      const far = k.company(0, ['Beregond'], 'Lórien').chars[0] as number;
      k.setStatus(far, 'wounded');
      k.expect(!k.canUse(0, inst, 0, far), 'Beregond is in another company');
      k.use(0, inst, 0, gimli);
      k.equal(k.s.status[gimli], 'tapped', 'Gimli is well and tapped');
      k.equal(k.s.status[who], 'tapped', 'Faramir taps');
      k.equal(k.where(inst), 'discard', 'Athelas');
    },
  },
  {
    title: '"Aragorn II can also tap and use this item to remove a corruption card from a character in his company"; not Faramir; not from another company; not another hazard (Foolish Words)',
    run: (k) => {
      const other = withCard(k, ['Faramir', 'Bilbo'], 'Bree', 'Athelas');
      const greedOnBilbo = k.attach(other.chars[1] as number, 'Covetous Thoughts');
      k.expect(!k.canUse(0, other.inst, 1, greedOnBilbo), 'Faramir is not Aragorn II');
      const { who, chars, inst } = withCard(k, ['Aragorn II', 'Frodo'], 'Bree', 'Athelas');
      const lure = k.attach(chars[1] as number, 'Covetous Thoughts');
      k.expect(!k.canUse(0, inst, 1, greedOnBilbo), 'Bilbo is in another company');
      const words = k.attach(chars[1] as number, 'Foolish Words');
      k.expect(!k.canUse(0, inst, 1, words), 'Foolish Words is no corruption card');
      k.use(0, inst, 1, lure);
      k.equal(k.where(lure), 'discard', 'Covetous Thoughts');
      k.equal(k.s.status[who], 'tapped', 'Aragorn II taps');
      k.equal(k.where(inst), 'discard', 'Athelas');
    },
  },
];
export default scenarios;
