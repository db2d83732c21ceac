import type { Scenario } from '../kit/scenario';
import { bodyWith, upTo } from '../helpers/gear';

const scenarios: Scenario[] = [
  bodyWith('The Mithril-coat', 'Ioreth', (b) => b + 3, '(body 7) has +3 body'),
  bodyWith('The Mithril-coat', 'Aragorn II', upTo(3, 10), '(body 9) has body at most 10'),
];
export default scenarios;
