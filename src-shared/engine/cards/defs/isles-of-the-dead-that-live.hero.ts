import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

const def: CardDef = undeadSite("Isles of the Dead that Live", "Nearest Haven: Grey Havens / Playable: Items (minor, major, gold ring) / Automatic-attacks: / Undead — 2 strikes with 8 prowess; each character wounded must make a corruption check", ["minor","major","gold ring"], 2, 8, 0);
export default def;
