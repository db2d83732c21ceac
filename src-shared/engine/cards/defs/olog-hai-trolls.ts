import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Olog-hai (Trolls)', 'Trolls. Three strikes.');
export default def;
