import type { CardDef } from '../cardApi';
import { dragon } from '../vocab/dragons';

const def: CardDef = dragon(
  'Itangast',
  'Unique. May be played at Gold Hill. Dragon. Three strikes. If Doors of Night is in play, may also be played keyed to Withered Heath, Iron Hills, Northern Rhovanion, Grey Mountain Narrows; may also be played at sites in these regions.',
  ['Withered Heath', 'Iron Hills', 'Northern Rhovanion', 'Grey Mountain Narrows'],
);
export default def;
