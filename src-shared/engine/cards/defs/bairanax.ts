import type { CardDef } from '../cardApi';
import { dragon } from '../vocab/dragons';

const def: CardDef = dragon(
  'Bairanax',
  'Unique. May be played at Ovir Hollow. Dragon. Two strikes. Attacker chooses defending characters. If Doors of Night is in play, may also be played keyed to Withered Heath, Gundabad, Anduin Vales, and Grey Mountain Narrows; may also be played at sites in these regions.',
  ['Withered Heath', 'Gundabad', 'Anduin Vales', 'Grey Mountain Narrows'],
);
export default def;
