import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Land-drake', 'Drake. One strike. Attacker chooses defending characters.');
export default def;
