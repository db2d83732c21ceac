import type { Scenario } from '../kit/scenario';
import { osgiliathScenarios } from '../helpers/palantiri';

const scenarios: Scenario[] = osgiliathScenarios(true, 'If the bearer’s company is ever below 4 characters and it moves, discard this item', '5 marshalling points if stored');
export default scenarios;
