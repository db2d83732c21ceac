import type { CardDef, GameState, StaticEffect } from '../cardApi';
import { doorsOfNight, staysUnique } from '../vocab/hazards';

const RACES = ['Elves', 'Dwarves', 'Dúnedain', 'Hobbits'];
const without = (s: GameState): boolean => !doorsOfNight(s);

const def: CardDef = {
  name: 'Chill Them with Fear',
  text: 'All Elf, Dwarf, Dúnadan, and Hobbit attacks receive +2 prowess and +2 strikes (+1 prowess and +1 strike if Doors of Night is in play). Cannot be duplicated.',
  ...staysUnique('Chill Them with Fear'),
  static: (['prowess', 'strikes'] as const).flatMap((stat): StaticEffect[] => [
    { on: 'attack', races: RACES, stat, delta: 2, when: without },
    { on: 'attack', races: RACES, stat, delta: 1, when: doorsOfNight },
  ]),
};
export default def;
