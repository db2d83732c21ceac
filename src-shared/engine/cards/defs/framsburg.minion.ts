import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// "The first minor item played at this site each turn does not tap the site": Arda Revised plays minor items only after the card that tapped
// the site ("If a Marshalling Point resource card is successfully played at a site, one additional character may tap to play a minor item
// from the Minor Items Offerings"), and a minor item never taps a site (phases/site.ts playMinorItem). "Contains a hoard": hoard items are
// playable where the shared derivation finds a hoard (sleeves/locations.ts).
const def: CardDef = site("Framsburg", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor) / Automatic-attacks: / Men — 1 strike with 10 prowess / Special: The first minor item played at this site each turn does not tap the site. Contains a hoard.", ["minor"], [{ race: "Men", strikes: 1, prowess: 10 }], true);
export default def;
