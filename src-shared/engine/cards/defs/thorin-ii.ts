import type { CardDef } from '../cardApi';
import { character, named, raceFactions } from '../vocab/characters';

const def: CardDef = character('Thorin II', 'Unique. +2 direct influence against the Blue Mountain Dwarves faction. +3 prowess against Orcs. +2 direct influence against Dwarves and Dwarf factions.', {
  orcs: 3,
  influence: [{ ...named(2, 'Blue Mountain Dwarves', 'Wood-elves'), expected: 4 }, raceFactions(2, 'Dwarf', 'Iron Hill Dwarves', 'Riders of Rohan')],
  followers: [{ delta: 2, races: ['Dwarf'], label: '+2 direct influence against Dwarves', test: 'Gimli', other: 'Aragorn II' }],
});
export default def;
