import type { CardDef } from '../cardApi';
import { revealedTap, undeadSite } from '../vocab/sites';

const def: CardDef = revealedTap(undeadSite("Himring", "Nearest Darkhaven: Geann a-Lisch / Playable: Items (minor, major) / Automatic-attacks: / Undead — 1 strike with 8 prowess; each character wounded must make a corruption check modified by -2 / Special: An overt company must tap an untapped character (if available) if this site is revealed as its new site.", ["minor","major"], 1, 8, -2, true), 'overt');
export default def;
