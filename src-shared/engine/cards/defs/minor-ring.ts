import type { CardDef } from '../cardApi';
import { testedRing } from '../vocab/rings';

const def: CardDef = testedRing('Minor Ring', 'Lesser Ring. Playable only with a gold ring and after a test indicates a Lesser Ring. +2 to direct influence. Cannot be duplicated on a given character.', [{ on: 'bearer', stat: 'di', delta: 2 }]);
export default def;
