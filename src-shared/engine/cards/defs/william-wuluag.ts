import type { CardDef } from '../cardApi';
import { trollCard } from '../vocab/creatures';

const def: CardDef = trollCard('“William” (Wûluag)', 'william', ['“Bert” (Bûrat)', '“Tom” (Tûma)'], ['bert', 'tom'], '“Bert” or “Tom” this turn');
export default def;
