import type { CardDef } from '../cardApi';
import { dragon } from '../vocab/dragons';

const def: CardDef = dragon(
  'Eärcaraxë',
  'Unique. May be played at Isle of the Ulond. Dragon. Two strikes. Attacker chooses defending characters. If Doors of Night is in play, may also be played keyed to Andrast Coast, Bay of Belfalas, Eriadoran Coast, and Andrast; and may also be played at sites in these regions.',
  ['Andrast Coast', 'Bay of Belfalas', 'Eriadoran Coast', 'Andrast'],
  ['Andrast Coast', 'Bay of Belfalas'],
);
export default def;
