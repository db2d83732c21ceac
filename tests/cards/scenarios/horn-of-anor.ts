import type { Scenario } from '../kit/scenario';
import { influenceScenarios } from '../helpers/itemInfluence';

const scenarios: Scenario[] = influenceScenarios('Horn of Anor', 'Ioreth', 'Rangers of Ithilien', 'Henneth Annûn', { name: 'Rangers of Ithilien', faction: true }, { name: 'Rangers of Ithilien', site: 'Henneth Annûn' }).filter((_, i) => i !== 1);
export default scenarios;
