import type { CardDef } from '../cardApi';
import { revealedTap, undeadSite } from '../vocab/sites';

const def: CardDef = revealedTap(undeadSite("Isles of the Dead that Live", "Nearest Darkhaven: Geann a-Lisch / Playable: Items (minor, major, gold ring) / Automatic-attacks: / Undead — 2 strikes with 8 prowess; each character wounded must make a corruption check modified by -2 / Special: A covert company must tap an untapped character (if available) if this site is revealed as its new site.", ["minor","major","gold ring"], 2, 8, -2, true), 'covert');
export default def;
