import type { CardDef } from '../cardApi';
import { undeadSite } from '../vocab/sites';

const def: CardDef = undeadSite("Himring", "Nearest Haven: Grey Havens / Playable: Items (minor, major) / Automatic-attacks: / Undead — 1 strike with 8 prowess; each character wounded must make a corruption check", ["minor","major"], 1, 8, 0);
export default def;
