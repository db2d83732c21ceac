import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

// Sites with an Undead automatic-attack whose wounded characters make corruption checks (combat.ts reads the site's `creature` effect for its automatic-attacks).
const def: CardDef = undeadSite("Gladden Fields", "Nearest Haven: Lórien / Playable: Items (gold ring) / Automatic-attacks: / Undead — 1 strike with 8 prowess; each character wounded must make a corruption check", ["gold ring"], 1, 8, 0);
export default def;
