import type { CardDef } from '../cardApi';
import { character, named, raceFactions } from '../vocab/characters';

const def: CardDef = character('Gimli', 'Unique. +2 direct influence against the Iron Hill Dwarves faction, +2 prowess against Orcs.+1 direct influence against Elves and Elf factions.', {
  orcs: 2,
  influence: [named(2, 'Iron Hill Dwarves', 'Riders of Rohan'), raceFactions(1, 'Elf', 'Wood-elves', 'Riders of Rohan')],
  followers: [{ delta: 1, races: ['Elf'], label: '+1 direct influence against Elves', test: 'Legolas', other: 'Aragorn II' }],
});
export default def;
