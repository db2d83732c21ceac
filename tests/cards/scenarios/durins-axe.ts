import type { Scenario } from '../kit/scenario';
import { strikeWith } from '../helpers/gear';
import { heldByScenario, itemRefusedAt } from '../helpers/heldBy';

const scenarios: Scenario[] = [
  strikeWith('Durin’s Axe', 'Ori', (b) => b + 4, '(a Dwarf) has "+4 if held by a Dwarf"'),
  strikeWith('Durin’s Axe', 'Gimli', () => 9, '(a Dwarf of prowess 5) reaches "a maximum of 9"'),
  strikeWith('Durin’s Axe', 'Ioreth', (b) => b + 2, '(no Dwarf, no warrior) has "+2 prowess"'),
  strikeWith('Durin’s Axe', 'Glorfindel II', () => 9, '(no Dwarf, prowess 8) is held to "a maximum of 9"'),
  heldByScenario('Durin’s Axe', 'If held by a Dwarf, 4 marshalling points and 3 corruption points', 'Gimli', 'Aragorn II', 4, 3),
  itemRefusedAt('Durin’s Axe', 'Gimli', 'Goblin-gate'),
];
export default scenarios;
