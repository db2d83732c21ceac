import type { CardDef } from '../cardApi';
import { dragon } from '../vocab/dragons';

const def: CardDef = dragon(
  'Leucaruth',
  'Unique. May be played at Irerock. Dragon. Two strikes. If Doors of Night is in play, may also be played keyed to Grey Mountain Narrows, Iron Hills, Northern Rhovanion, and Withered Heath; and may also be played at sites in these regions.',
  ['Grey Mountain Narrows', 'Iron Hills', 'Northern Rhovanion', 'Withered Heath'],
);
export default def;
