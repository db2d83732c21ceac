import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Silent Watcher', 'Pûkel-creature. Each character in the company faces one strike.');
export default def;
