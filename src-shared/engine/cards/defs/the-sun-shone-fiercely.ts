import type { CardDef, GameState } from '../cardApi';
import { doorsOfNight, staysUnique } from '../vocab/hazards';

const RACES = ['Orc', 'Troll', 'Dwarf', 'Ringwraith'];

const def: CardDef = {
  // "not at, nor moving to or from, an Under-deeps site": every character, since "Under-deeps sites are left off the map" (engine README, simplifications).
  name: 'The Sun Shone Fiercely',
  text: 'Environment. -1 prowess to all Orc, Troll, Dwarf, and Ringwraith characters not at, nor moving to or from, an Under-deeps site. This modification is -2 if Doors of Night is not in play. Cannot be duplicated.',
  ...staysUnique('The Sun Shone Fiercely'),
  static: [
    { on: 'characters', stat: 'prowess', races: RACES, delta: -1 },
    { on: 'characters', stat: 'prowess', races: RACES, delta: -1, when: (s: GameState) => !doorsOfNight(s) },
  ],
};
export default def;
