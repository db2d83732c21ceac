import type { CardDef } from '../cardApi';
import { discardWhenExhausted, DOORS, staysUnique } from '../vocab/hazards';

const def: CardDef = {
  name: 'Tidings of Doubt and Danger',
  text: 'The direct influence of each Ringwraith is lowered by 2 (by 3 if Doors of Night is in play). Discard when any play deck is exhausted. Cannot be duplicated.',
  ...staysUnique('Tidings of Doubt and Danger', discardWhenExhausted),
  static: [
    { on: 'characters', stat: 'di', races: ['Ringwraith'], delta: -2 },
    { on: 'characters', stat: 'di', races: ['Ringwraith'], delta: -1, ifInPlay: [DOORS] },
  ],
};
export default def;
