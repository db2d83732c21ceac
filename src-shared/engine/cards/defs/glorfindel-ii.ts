// "Against Elves": Elf characters (the text names no factions, unlike Gimli's "Elves and Elf factions").
import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Glorfindel II', 'Unique. +1 direct influence against Elves.', {
  followers: [{ delta: 1, races: ['Elf'], label: '+1 direct influence against Elves', test: 'Legolas', other: 'Aragorn II' }],
});
export default def;
