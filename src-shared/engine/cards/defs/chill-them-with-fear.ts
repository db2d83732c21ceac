import type { CardDef, StaticEffect } from '../cardApi';
import { DOORS, staysUnique } from '../vocab/hazards';

const RACES = ['Elves', 'Dwarves', 'Dúnedain', 'Hobbits'];

const def: CardDef = {
  name: 'Chill Them with Fear',
  text: 'All Elf, Dwarf, Dúnadan, and Hobbit attacks receive +2 prowess and +2 strikes (+1 prowess and +1 strike if Doors of Night is in play). Cannot be duplicated.',
  ...staysUnique('Chill Them with Fear'),
  static: (['prowess', 'strikes'] as const).flatMap((stat): StaticEffect[] => [
    { on: 'attack', races: RACES, stat, delta: 2, unlessInPlay: [DOORS] },
    { on: 'attack', races: RACES, stat, delta: 1, ifInPlay: [DOORS] },
  ]),
};
export default def;
