import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

const def: CardDef = undeadSite("Minas Morgul", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks: / Undead — 3 strikes with 8 prowess; each character wounded must make a corruption check", ["minor","major","greater"], 3, 8, 0);
export default def;
