import type { CardDef } from '../cardApi';
import { safeFromTheShadow } from '../vocab/storing';

const def: CardDef = {
  name: 'Safe from the Shadow',
  alignment: ['Hero'],
  text: 'Hero characters may store resources (items and events) during the end-of-turn phase as though it were their organization phase. Cannot be duplicated. Discard when any play deck is exhausted.',
  ...safeFromTheShadow('Safe from the Shadow'),
};
export default def;
