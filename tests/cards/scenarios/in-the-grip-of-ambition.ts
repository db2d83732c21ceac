import type { Scenario } from '../kit/scenario';
import { wizardOnly } from '../helpers/corruption';

const scenarios: Scenario[] = [
  {
    title: '"Playable on a Fallen-wizard or a Wizard. He receives 1 corruption point": Gandalf; not Aragorn II',
    run: (k) => wizardOnly(k, 'In the Grip of Ambition', 1),
  },
];
export default scenarios;
