import type { CardDef } from '../cardApi';
import { character, raceFactions } from '../vocab/characters';

const def: CardDef = character('Thráin II', 'Unique. +3 direct influence against Dwarves and Dwarf factions.', {
  influence: [raceFactions(3, 'Dwarf', 'Iron Hill Dwarves', 'Riders of Rohan')],
  followers: [{ delta: 3, races: ['Dwarf'], label: '+3 direct influence against Dwarves', test: 'Gimli', other: 'Aragorn II' }],
});
export default def;
