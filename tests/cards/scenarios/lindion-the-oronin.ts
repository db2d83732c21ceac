import type { Scenario } from '../kit/scenario';
import { cancelScenarios, playedAtScenario } from '../helpers/allies';

const ally = { name: 'Lindion the Oronín', minion: false, at: { site: 'Stone-circle', tapped: false }, notAt: 'Bree' };

const scenarios: Scenario[] = [
  playedAtScenario(ally),
  ...cancelScenarios({ ...ally, cancels: 'Giant Spiders', notCancels: 'Orc-watch', quote: 'Tap Lindion the Oronín to cancel an Animal or Spider attack against his company' }),
  ...cancelScenarios({ ...ally, cancels: 'Fell Turtle', notCancels: 'Barrow-wight', quote: 'an Animal … attack' }).slice(0, 1),
];
export default scenarios;
