import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Ambusher', 'Men. Two strikes. Attacker chooses defending characters.');
export default def;
