import { influenceOdds } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: '"-1 to all influence attempts": Aragorn II’s attempt against an opponent’s character, and Gorbag’s against his',
    run: (k) => {
      const aragorn = k.company(0, ['Aragorn II'], 'Bree').chars[0] as number;
      const orc = k.company(1, ['Orc Veteran'], 'Bree').chars[0] as number;
      const before = [influenceOdds(k.s, 0, aragorn, orc).modifier, influenceOdds(k.s, 1, orc, aragorn).modifier];
      k.inPlay(1, 'Scatha at Home');
      k.equal(influenceOdds(k.s, 0, aragorn, orc).modifier - (before[0] ?? 0), -1, 'Aragorn II’s modifier change');
      k.equal(influenceOdds(k.s, 1, orc, aragorn).modifier - (before[1] ?? 0), -1, 'Orc Veteran’s modifier change');
    },
  },
];
export default scenarios;
