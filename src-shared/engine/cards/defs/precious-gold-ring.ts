import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Precious Gold Ring',
  alignment: ['Hero'],
  text: 'Discard Precious Gold Ring when tested. If tested, make a roll to determine which ring card may be immediately played: • The One Ring (10,11,12+); • a Dwarven ring (8,9,10,11,12+); • a Magic Ring (1,2,3,4,5); • a Lesser Ring (any result).',
  // The ring test itself is the engine's (rings.ts testRing, with the kinds the text lists).
};
export default def;
