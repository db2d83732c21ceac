import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Galadriel', 'Unique. When Galadriel is at Lórien, you may keep one more card than normal in your hand. -3 marshalling points if eliminated.', {
  eliminatedMp: 3, handAt: { site: 'Lórien', elsewhere: 'Rivendell' },
});
export default def;
