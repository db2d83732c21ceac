import type { Scenario } from '../kit/scenario';
import { untapSiteScenarios } from '../helpers/untapSite';

const scenarios: Scenario[] = untapSiteScenarios('Records Unread', ['Jûoma', 'Hador'], 'Moria', 'Rivendell');
export default scenarios;
