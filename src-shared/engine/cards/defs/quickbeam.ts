import type { CardDef } from '../cardApi';
import { ent } from '../vocab/allies';

const def: CardDef = ent('Quickbeam', null);
export default def;
