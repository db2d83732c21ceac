import type { CardDef } from '../cardApi';
import { marvelsTold } from '../vocab/sages';

const def: CardDef = {
  name: 'Voices of Malice',
  alignment: ['Minion'],
  text: 'Sage only. Tap a sage to discard one non-environment hazard permanent-event or non-environment hazard long-event. Sage makes a corruption check modified by -2.',
  ...marvelsTold('Voices of Malice'),
};
export default def;
