import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

// Sites with an Undead automatic-attack whose wounded characters make corruption checks (combat.ts reads the site's `creature` effect for its automatic-attacks).
const def: CardDef = undeadSite("Dead Marshes", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks: / Undead — 2 strikes with 8 prowess; each character wounded must make a corruption check", ["minor","major","greater"], 2, 8, 0);
export default def;
