import type { CardDef } from '../cardApi';
import { DETAIN_HERO_AND_COVERT } from '../vocab/creatures';

const def: CardDef = {
  name: 'Ent in Search of the Entwives',
  text: 'Awakened Plant. One strike (detainment against covert and hero companies). If Doors of Night is not in play, may also be played keyed to Shadow-lands [{s}].',
  static: DETAIN_HERO_AND_COVERT,
};
export default def;
