import type { CardDef } from '../cardApi';
import { DETAIN_HERO_AND_COVERT } from '../vocab/creatures';

const def: CardDef = {
  name: 'Steward’s Guard',
  text: 'Dúnedain. Five strikes. Detainment against hero and covert companies. May be played keyed to Wold & Foothills, Rohan, Anórien, Lebennin, Brown Lands, Dagorlad, Ithilien, or Harondor.',
  static: DETAIN_HERO_AND_COVERT,
};
export default def;
