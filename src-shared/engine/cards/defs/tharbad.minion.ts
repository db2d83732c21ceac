import type { CardDef } from '../cardApi';
import { tappedItemsSite } from '../vocab/sites';

const def: CardDef = tappedItemsSite("Tharbad", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor) / Automatic-attacks: / Men — 3 strikes with 6 prowess / Special: Items may be played at this site even if it is tapped.", ["minor"], [{race: "Men",strikes: 3,prowess: 6}], true);
export default def;
