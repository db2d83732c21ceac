import type { Scenario } from '../kit/scenario';
import { strikeWith, upTo } from '../helpers/gear';

const scenarios: Scenario[] = [
  strikeWith('Dagger of Westernesse', 'Aragorn II', (b) => Math.min(b + 1, 8), 'has +1 prowess'),
  strikeWith('Dagger of Westernesse', 'Glorfindel II', upTo(1, 8), 'stays at most 8 prowess'),
];
export default scenarios;
