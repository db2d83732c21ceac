import type { CardDef } from '../cardApi';
import { trollCard } from '../vocab/creatures';

const def: CardDef = trollCard('“Bert” (Bûrat)', 'bert', ['“William” (Wûluag)', '“Tom” (Tûma)'], ['william', 'tom'], '“William” or “Tom” this turn');
export default def;
