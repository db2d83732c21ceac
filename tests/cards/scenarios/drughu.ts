import type { Scenario } from '../kit/scenario';
import { refusedInArda } from '../helpers/neverInArda';

const scenarios: Scenario[] = [
  refusedInArda(
    'refused: "if you discard a ranger character from your hand" — in Arda characters are never held in a hand (organization phase, a hero company with a ranger)',
    'Drughu',
    'characters are never held in a hand',
    (k) => {
      k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      k.phase('organization');
      return null;
    },
  ),
];
export default scenarios;
