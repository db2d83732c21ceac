import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

const def: CardDef = undeadSite("Barrow-downs", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, major) / Automatic-attacks: / Undead — 1 strike with 8 prowess; each character wounded must make a corruption check modified by -2.", ["minor","major"], 1, 8, -2, true);
export default def;
