import type { CardDef } from '../cardApi';
import { trollCard } from '../vocab/creatures';

const def: CardDef = trollCard('“Tom” (Tûma)', 'tom', ['“Bert” (Bûrat)', '“William” (Wûluag)'], ['bert', 'william'], '“Bert” or “William” this turn');
export default def;
