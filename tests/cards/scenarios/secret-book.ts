import type { Scenario } from '../kit/scenario';
import { untapSiteScenarios } from '../helpers/untapSite';

const scenarios: Scenario[] = [...untapSiteScenarios('Secret Book', ['Jûoma', 'Hador'], 'Bree', 'Moria'), ...untapSiteScenarios('Secret Book', ['Jûoma', 'Hador'], 'Rivendell', 'Gladden Fields').slice(0, 1)];
export default scenarios;
