import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Watcher in the Water',
  text: 'Animal. Each character in the company faces one strike. May also be played at Moria.',
};
export default def;
