import type { CardDef } from '../cardApi';
import { safeFromTheShadow } from '../vocab/storing';

const def: CardDef = {
  name: 'Tokens to Show',
  alignment: ['Minion'],
  text: 'Minion characters may store resources (items and events) during the end-of-turn phase as though it were their organization phase. Cannot be duplicated. Discard when any play deck is exhausted.',
  ...safeFromTheShadow('Tokens to Show'),
};
export default def;
