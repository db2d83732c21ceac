import type { CardDef } from '../cardApi';
import { marvelsTold } from '../vocab/sages';

const def: CardDef = {
  name: 'Marvels Told',
  alignment: ['Hero'],
  text: 'Sage only. Ritual. Tap a sage to force the discard of a hazard non-environment permanent-event or long-event. Sage makes a corruption check modified by -2.',
  ...marvelsTold('Marvels Told'),
};
export default def;
