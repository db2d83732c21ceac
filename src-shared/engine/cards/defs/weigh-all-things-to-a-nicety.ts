import type { CardDef } from '../cardApi';
import { smokeRings } from '../vocab/playDeck';

const def: CardDef = {
  name: 'Weigh All Things to a Nicety',
  alignment: ['Minion'],
  text: 'Bring one resource from your discard pile into your play deck and shuffle.',
  ...smokeRings('Weigh All Things to a Nicety'),
};
export default def;
