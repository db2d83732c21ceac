import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

const def: CardDef = undeadSite("Gladden Fields", "Nearest Darkhaven: Dol Guldur / Playable: Items (gold ring) / Automatic-attacks: / Undead — 1 strike with 8 prowess; each character wounded must make a corruption check modified by -2", ["gold ring"], 1, 8, -2, true);
export default def;
