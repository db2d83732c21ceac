import type { CardDef } from '../cardApi';
import { character, raceFactions } from '../vocab/characters';

const def: CardDef = character('Balin', 'Unique. +2 prowess against Orcs, +1 direct influence against Dwarves and Dwarf factions.', {
  orcs: 2,
  influence: [raceFactions(1, 'Dwarf', 'Iron Hill Dwarves', 'Riders of Rohan')],
  followers: [{ delta: 1, races: ['Dwarf'], label: '+1 direct influence against Dwarves', test: 'Gimli', other: 'Aragorn II' }],
});
export default def;
