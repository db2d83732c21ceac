import type { CardDef } from '../cardApi';
import { skillRing } from '../vocab/rings';

const def: CardDef = {
  name: 'Magic Ring of Shadows',
  alignment: ['Minion'],
  text: 'Magic Ring. Playable only with a gold ring and after a test indicates a Magic Ring. Bearer can use shadow-magic. If the bearer can already use shadow-magic: at the beginning of each of his end-of-turn phases, he may tap to take one shadow-magic card from your discard pile or play deck into your hand. Reshuffle your play deck. Cannot be duplicated on a given character.',
  // It comes from the Ring deck when a gold ring's test names a Magic Ring (rings.ts testRing, which skips a ring its bearer already holds).
  ...skillRing('shadow-magic', 'fetchMagic'),
};
export default def;
