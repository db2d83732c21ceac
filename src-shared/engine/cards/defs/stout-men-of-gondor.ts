import type { CardDef } from '../cardApi';
import { DETAIN_HERO_AND_COVERT } from '../vocab/creatures';

const def: CardDef = {
  name: 'Stout Men of Gondor',
  text: 'Men. Six strikes. Detainment against hero and covert companies. May be played keyed to Old Pûkel-land, Old Pûkel Gap, Andrast, Anfalas, Lamedon, Belfalas, Lebennin, Anórien, or Rohan; or at sites in these regions.',
  static: DETAIN_HERO_AND_COVERT,
};
export default def;
