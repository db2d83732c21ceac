import type { CardDef } from '../cardApi';
import { dragon } from '../vocab/dragons';

const def: CardDef = dragon(
  'Scorba',
  'Unique. May be played at Zarak Dûm. Dragon. Three strikes. Attacker chooses defending characters. If Doors of Night is in play, may also be played keyed to Forochel, Angmar, Gundabad; may also be played at sites in these regions.',
  ['Forochel', 'Angmar', 'Gundabad'],
);
export default def;
