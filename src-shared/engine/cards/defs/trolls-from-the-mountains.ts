import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Trolls from the Mountains', 'Trolls. Three strikes.');
export default def;
