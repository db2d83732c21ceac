import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

const def: CardDef = undeadSite("Amon Hen", "Nearest Darkhaven: Minas Morgul / Playable: Information, Items (minor) / Automatic-attacks: / Undead — 1 strike with 6 prowess; each character wounded must make a corruption check modified by -2", ["minor"], 1, 6, -2, true);
export default def;
