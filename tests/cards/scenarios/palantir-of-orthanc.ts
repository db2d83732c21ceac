import type { Scenario } from '../kit/scenario';
import { ORTHANC_CASE, palantirScenarios } from '../helpers/palantiri';

const scenarios: Scenario[] = [...palantirScenarios('Palantír of Orthanc', false, [ORTHANC_CASE]), ...palantirScenarios('Palantír of Orthanc', true, [ORTHANC_CASE])];
export default scenarios;
