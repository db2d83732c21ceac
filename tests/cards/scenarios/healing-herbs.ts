import type { Scenario } from '../kit/scenario';
import { withCard } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: '"tap and discard this item to heal a character in his company … from wounded to well and untapped"; not a character of another company, nor an unwounded one',
    run: (k) => {
      const { who, chars, inst } = withCard(k, ['Aragorn II', 'Bilbo'], 'Bree', 'Healing Herbs');
      const bilbo = chars[1] as number;
      const far = k.company(0, ['Faramir'], 'Lórien').chars[0] as number;
      k.setStatus(far, 'wounded');
      k.expect(!k.canUse(0, inst, 0, bilbo), 'Bilbo is not wounded');
      k.setStatus(bilbo, 'wounded');
      k.expect(!k.canUse(0, inst, 0, far), 'Faramir is in another company');
      k.use(0, inst, 0, bilbo);
      k.equal(k.s.status[bilbo] ?? 'untapped', 'untapped', 'Bilbo');
      k.equal(k.s.status[who], 'tapped', 'the bearer taps');
      k.equal(k.where(inst), 'discard', 'Healing Herbs');
    },
  },
  {
    title: '"Alternatively … untap a character in his company that is not wounded"; not a wounded one, nor one of another company; not with a tapped bearer',
    run: (k) => {
      const { who, chars, inst } = withCard(k, ['Aragorn II', 'Bilbo', 'Frodo'], 'Bree', 'Healing Herbs');
      const [bilbo, frodo] = chars.slice(1) as [number, number];
      k.setStatus(frodo, 'wounded');
      k.setStatus(bilbo, 'tapped');
      k.expect(!k.canUse(0, inst, 1, frodo), 'Frodo is wounded');
      const far = k.company(0, ['Faramir'], 'Lórien').chars[0] as number;
      k.setStatus(far, 'tapped');
      k.expect(!k.canUse(0, inst, 1, far), 'Faramir is in another company');
      k.setStatus(who, 'tapped');
      k.expect(!k.canUse(0, inst, 1, bilbo), 'the bearer is tapped');
      k.setStatus(who, 'untapped');
      k.use(0, inst, 1, bilbo);
      k.equal(k.s.status[bilbo] ?? 'untapped', 'untapped', 'Bilbo');
      k.equal(k.s.status[who], 'tapped', 'the bearer taps');
      k.equal(k.where(inst), 'discard', 'Healing Herbs');
    },
  },
];
export default scenarios;
