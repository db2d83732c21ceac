import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Lesser Spiders', 'Spiders. Four strikes.');
export default def;
