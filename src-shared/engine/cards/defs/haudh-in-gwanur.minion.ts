import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

const def: CardDef = undeadSite("Haudh-in-Gwanûr", "Nearest Darkhaven: Minas Morgul / Playable: Items (minor, major) / Automatic-attacks: / Undead — 1 strike with 10 prowess; each character wounded must make a corruption check modified by -2", ["minor"], 1, 10, -2, true);
export default def;
