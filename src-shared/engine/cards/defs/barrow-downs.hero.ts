import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

// Sites with an Undead automatic-attack whose wounded characters make corruption checks (combat.ts reads the site's `creature` effect for its automatic-attacks).
const def: CardDef = undeadSite("Barrow-downs", "Nearest Haven: Rivendell / Playable: Items (minor, major) / Automatic-attacks: / Undead — 1 strike with 8 prowess; each character wounded must make a corruption check", ["minor","major"], 1, 8, 0);
export default def;
