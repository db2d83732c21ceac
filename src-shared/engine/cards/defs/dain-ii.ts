import type { CardDef } from '../cardApi';
import { character, named, raceFactions } from '../vocab/characters';

const def: CardDef = character('Dáin II', 'Unique. +2 direct influence against the Iron Hill Dwarves faction, +2 prowess against Orcs. +1 direct influence against Men and Man factions.', {
  orcs: 2,
  influence: [named(2, 'Iron Hill Dwarves', 'Wood-elves'), raceFactions(1, 'Man', 'Riders of Rohan', 'Wood-elves')],
  followers: [{ delta: 1, races: ['Man'], label: '+1 direct influence against Men', test: 'Erkenbrand', other: 'Legolas' }],
});
export default def;
