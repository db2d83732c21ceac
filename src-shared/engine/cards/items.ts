/** Card definitions: items. Each with the card's words in `text` and at least one scenario. */
import type { CardDef } from '../effects/types';

export const ITEMS: CardDef[] = [];
