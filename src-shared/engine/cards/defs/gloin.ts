import type { CardDef } from '../cardApi';
import { character, named, raceFactions } from '../vocab/characters';

const def: CardDef = character('Glóin', 'Unique. +2 direct influence against the Blue Mountain Dwarves faction, +1 prowess against Orcs. +1 direct influence against Dwarves and Dwarf factions.', {
  orcs: 1,
  influence: [{ ...named(2, 'Blue Mountain Dwarves', 'Wood-elves'), expected: 3 }, raceFactions(1, 'Dwarf', 'Iron Hill Dwarves', 'Riders of Rohan')],
  followers: [{ delta: 1, races: ['Dwarf'], label: '+1 direct influence against Dwarves', test: 'Gimli', other: 'Aragorn II' }],
});
export default def;
