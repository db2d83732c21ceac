import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Special: "This site is always returned to the location deck, never to the discard pile": Arda has no location deck and discards no sites
// (Arda Revised, The Marshalling Point Deck: "locations are not tapped and discarded in the same way as the original rules"), so it cannot arise.
const def: CardDef = site("Buhr Widu", "Nearest Haven: Lórien / Playable: Items (minor, major) / Automatic-attacks: / Troll — 1 strike with 10 prowess / Special: This site is always returned to the location deck, never to the discard pile.", ["minor","major"], [{race: "Trolls",strikes: 1,prowess: 10}]);
export default def;
