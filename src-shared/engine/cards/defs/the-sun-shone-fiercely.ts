import { companyOfChar, type CardDef, type GameState } from '../cardApi';
import { DOORS, staysUnique } from '../vocab/hazards';
import { inTheDeeps } from '../vocab/underDeeps';

const RACES = ['Orc', 'Troll', 'Dwarf', 'Ringwraith'];
/** "not at, nor moving to or from, an Under-deeps site". */
const inSunlight = (s: GameState, inst: number): boolean => {
  const co = companyOfChar(s, inst);
  return !co || !inTheDeeps(s, co.id);
};

const def: CardDef = {
  name: 'The Sun Shone Fiercely',
  text: 'Environment. -1 prowess to all Orc, Troll, Dwarf, and Ringwraith characters not at, nor moving to or from, an Under-deeps site. This modification is -2 if Doors of Night is not in play. Cannot be duplicated.',
  ...staysUnique('The Sun Shone Fiercely'),
  static: [
    { on: 'characters', stat: 'prowess', races: RACES, delta: -1, onlyIf: inSunlight },
    { on: 'characters', stat: 'prowess', races: RACES, delta: -1, unlessInPlay: [DOORS], onlyIf: inSunlight },
  ],
};
export default def;
