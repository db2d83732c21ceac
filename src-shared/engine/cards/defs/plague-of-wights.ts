import type { CardDef } from '../cardApi';
import { DOORS, staysUnique } from '../vocab/hazards';

const def: CardDef = {
  name: 'Plague of Wights',
  text: 'The prowess of all Undead attacks is increased by one. Additionally, if Doors of Night is in play, the number of strikes for each Undead attack is doubled. Cannot be duplicated.',
  ...staysUnique('Plague of Wights'),
  static: [
    { on: 'attack', races: ['Undead'], stat: 'prowess', delta: 1 },
    { on: 'attack', races: ['Undead'], stat: 'strikes', delta: 0, double: true, ifInPlay: [DOORS] },
  ],
};
export default def;
