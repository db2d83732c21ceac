import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Corpse-candle',
  text: 'Undead. One strike. If this attack is not canceled, every character in the company makes a corruption check before defending characters are selected.',
  static: [{ on: 'creature', after: 'corruptionBeforeAssign' }],
};
export default def;
