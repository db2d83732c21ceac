import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Havens: their whole text is their site paths from the other Havens. Arda moves companies over the regions of its map
// (Arda Revised, Movement: "Companies can only move into regions that are touching the region they are currently in"),
// so the printed site paths do not arise; a Haven has no automatic-attacks and no items are playable there.
const def: CardDef = site("Lórien", "Site Path From Rivendell: {w}{w}{b}{w} / Site Path From Edhellond: {w}{b}{f}{f}{b}{w}", [], []);
export default def;
