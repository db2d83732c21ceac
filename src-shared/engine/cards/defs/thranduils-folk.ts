import type { CardDef } from '../cardApi';
import { rangersCard } from '../vocab/creatures';

const def: CardDef = rangersCard('Thranduil’s Folk', 'Elves. Each character in the company faces one strike (detainment against covert and hero companies). May be played keyed to Woodland Realm, Western Mirkwood, Heart of Mirkwood, Northern Rhovanion, and Grey Mountain Narrows; and may also be played at sites in these regions. May not be played against a company containing a character with Thranduil’s Halls as a home site.', 'Thranduil’s Halls', 'Legolas');
export default def;
