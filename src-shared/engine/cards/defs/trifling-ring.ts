import type { CardDef } from '../cardApi';
import { testedRing } from '../vocab/rings';

const def: CardDef = testedRing('Trifling Ring', 'Lesser Ring. Playable only with a gold ring and after a test indicates a Lesser Ring. +3 to direct influence against characters. Cannot be duplicated on a given character.', [{ on: 'influenceAgainst', delta: 3, against: ['character'] }]);
export default def;
