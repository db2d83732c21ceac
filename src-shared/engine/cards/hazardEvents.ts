/** Card definitions: hazardEvents. Each with the card's words in `text` and at least one scenario. */
import type { CardDef } from '../effects/types';

export const HAZARD_EVENTS: CardDef[] = [];
