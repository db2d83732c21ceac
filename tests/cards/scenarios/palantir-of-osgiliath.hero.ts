import type { Scenario } from '../kit/scenario';
import { osgiliathScenarios } from '../helpers/palantiri';

const scenarios: Scenario[] = osgiliathScenarios(false, 'If the bearer’s company is ever below 4 characters and the company moves, discard', '5 marshalling pts. if stored');
export default scenarios;
