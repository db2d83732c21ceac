import type { CardDef } from '../cardApi';
import { dragon } from '../vocab/dragons';

const def: CardDef = dragon(
  'Scatha',
  'Unique. May be played at Gondmaeglom. Dragon. Three strikes. If Doors of Night is in play, may also be played keyed to Withered Heath, Woodland Realm, Northern Rhovanion, and Grey Mountain Narrows; and may also be played at sites in these regions.',
  ['Withered Heath', 'Woodland Realm', 'Northern Rhovanion', 'Grey Mountain Narrows'],
);
export default def;
