import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

const def: CardDef = undeadSite("Amon Hen", "Nearest Haven: Lórien / Playable: Information, Items (minor) / Automatic-attacks: / Undead — 1 strike with 6 prowess; each character wounded must make a corruption check", ["minor"], 1, 6, 0);
export default def;
