import type { CardDef } from '../cardApi';
import { smokeRings } from '../vocab/playDeck';

const def: CardDef = {
  name: 'Smoke Rings',
  alignment: ['Hero'],
  text: 'Bring one resource from your discard pile into your play deck and shuffle.',
  ...smokeRings('Smoke Rings'),
};
export default def;
