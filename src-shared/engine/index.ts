/**
 * The engine as the app, the CLI and the tests use it: the public API (api.ts) with the card
 * library registered. This is the composition root: the engine core (api.ts, phases/, effects/,
 * combat.ts …) never imports a card file; card files import the engine only through
 * cards/cardApi.ts; this module joins the two. Import the engine from here.
 */
import { registerCardDefs } from './effects/defs';
import { CARD_DEFS } from './cards/library';

registerCardDefs(CARD_DEFS);

export * from './api';
