import type { CardDef } from '../cardApi';
import { revealedTap, site } from '../vocab/sites';

// Information is playable where the data says (regions.ts); the scenarios check the item classes.
const def: CardDef = revealedTap(site("Isle of the Ulond", "Nearest Darkhaven: Geann a-Lisch / Playable: Information, Items (minor, major) / Automatic-attacks: / Dragon — 1 strike with 14 prowess / Special: An overt company must tap an untapped character (if available) if this site is revealed as its new site.", ["minor","major"], [{ race: "Dragon", strikes: 1, prowess: 14 }], true), 'overt');
export default def;
