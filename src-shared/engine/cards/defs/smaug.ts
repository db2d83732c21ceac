import type { CardDef } from '../cardApi';
import { dragon } from '../vocab/dragons';

const def: CardDef = dragon(
  'Smaug',
  'Unique. May be played at The Lonely Mountain. Dragon. Two strikes. Attacker chooses defending characters. If Doors of Night is in play, may also be played keyed to Grey Mountain Narrows, Iron Hills, Northern Rhovanion, and Withered Heath; and may also be played at sites in these regions.',
  ['Grey Mountain Narrows', 'Iron Hills', 'Northern Rhovanion', 'Withered Heath'],
);
export default def;
