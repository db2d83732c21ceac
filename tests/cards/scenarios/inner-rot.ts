import type { Scenario } from '../kit/scenario';
import { wizardOnly } from '../helpers/corruption';

const scenarios: Scenario[] = [
  {
    title: '"Playable on a Wizard or a Fallen-wizard. He receives 1 corruption point": Gandalf; not Aragorn II',
    run: (k) => wizardOnly(k, 'Inner Rot', 1),
  },
];
export default scenarios;
