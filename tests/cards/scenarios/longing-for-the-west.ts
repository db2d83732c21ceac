import type { Scenario } from '../kit/scenario';
import { untapCheckAway, wizardOnly } from '../helpers/corruption';

const scenarios: Scenario[] = [
  {
    title: '"Playable on a Wizard": Gandalf receives 2 corruption points; not on Aragorn II',
    run: (k) => wizardOnly(k, 'Longing for the West', 2),
  },
  {
    title: '"makes a corruption check at the end of his untap phase if not at a Haven": Gandalf at Bree checks, Radagast at Rivendell not',
    run: (k) => untapCheckAway(k, 'Longing for the West', 'Gandalf', 'Radagast'),
  },
];
export default scenarios;
