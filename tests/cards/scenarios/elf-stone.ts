import type { Scenario } from '../kit/scenario';
import { influenceScenarios } from '../helpers/itemInfluence';

const scenarios: Scenario[] = [
  ...influenceScenarios('Elf-stone', 'Elrond', 'Elves of Lindon', 'Grey Havens', { name: 'Elves of Lindon', faction: true }, { name: 'Rangers of Ithilien', site: 'Henneth Annûn' }),
  ...influenceScenarios('Elf-stone', 'Elrond', 'Elves of Lindon', 'Bree', { name: 'Legolas', faction: false }, { name: 'Rangers of Ithilien', site: 'Henneth Annûn' }).slice(2, 3),
];
export default scenarios;
