import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Barrow-wight',
  text: 'Undead. One strike. After the attack, each character wounded by Barrow-wight makes a corruption check modified by -2.',
  static: [{ on: 'creature', after: 'woundedCorruptionCheck', modifier: -2 }],
};
export default def;
