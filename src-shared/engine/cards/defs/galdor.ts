import type { CardDef } from '../cardApi';
import { character, raceFactions } from '../vocab/characters';

const def: CardDef = character('Galdor', 'Unique. +1 direct influence against Elves and Elf factions.', {
  influence: [raceFactions(1, 'Elf', 'Wood-elves', 'Riders of Rohan')],
  followers: [{ delta: 1, races: ['Elf'], label: '+1 direct influence against Elves', test: 'Legolas', other: 'Aragorn II' }],
});
export default def;
