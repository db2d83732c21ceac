import type { CardDef } from '../cardApi';
import { tappedItemsSite } from '../vocab/sites';

const def: CardDef = tappedItemsSite("Tharbad", "Nearest Haven: Rivendell / Playable: Items (minor) / Automatic-attacks: / Men — 3 strike with 6 prowess / Special: Items may be played here even if the site is tapped.", ["minor"], [{race: "Men",strikes: 3,prowess: 6}]);
export default def;
