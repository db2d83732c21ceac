import type { CardDef } from '../cardApi';
import { nazgulGivesWay } from '../vocab/hazards';

const def: CardDef = {
  name: 'Scimitars of Steel',
  text: 'Playable only if you have a Nazgûl permanent-event in play. Discard the Nazgûl when this card is brought into play. All Orc, Troll, and Men attacks receive +1 prowess.',
  ...nazgulGivesWay(),
  static: [{ on: 'attack', races: ['Orc', 'Troll', 'Man', 'Men'], stat: 'prowess', delta: 1 }],
};
export default def;
