import type { CardDef } from '../cardApi';
import { creatureAttack, DOORS, staysUnique } from '../vocab/hazards';

const def: CardDef = {
  name: 'Clouds',
  text: 'Environment. If Doors of Night is in play, the prowess of each hazard creature is modified by +2. Cannot be duplicated.',
  ...staysUnique('Clouds'),
  static: [{ on: 'attack', races: [], stat: 'prowess', delta: 2, ifInPlay: [DOORS], onlyIf: creatureAttack }],
};
export default def;
