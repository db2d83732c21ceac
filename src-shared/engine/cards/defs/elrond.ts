import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Elrond', 'Unique. When Elrond is at Rivendell, you may keep one more card than normal in your hand. -3 marshalling points if eliminated.', {
  eliminatedMp: 3, handAt: { site: 'Rivendell', elsewhere: 'Lórien' },
});
export default def;
