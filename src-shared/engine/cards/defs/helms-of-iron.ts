import type { CardDef } from '../cardApi';
import { nazgulGivesWay } from '../vocab/hazards';

const def: CardDef = {
  name: 'Helms of Iron',
  text: 'Playable only if you have a Nazgûl permanent-event in play. Discard the Nazgûl when this card is brought into play. All Orc, Troll, and Man attacks with body have their body modified by +1; and all Orc, Troll, and Man attacks with no body have 4 body.',
  ...nazgulGivesWay(),
  static: [{ on: 'attack', races: ['Orc', 'Troll', 'Man', 'Men'], stat: 'body', delta: 1, noBody: 4 }],
};
export default def;
