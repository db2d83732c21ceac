import type { CardDef } from '../cardApi';
import { skillRing } from '../vocab/rings';

const def: CardDef = {
  name: 'Magic Ring of Words',
  alignment: ['Hero'],
  text: 'Magic Ring. Playable only with a gold ring and after a test indicates a Magic Ring. Gives the bearer diplomat skill. If the bearer is already a diplomat, he gets +3 to direct influence. Cannot be duplicated on a given character.',
  // It comes from the Ring deck when a gold ring's test names a Magic Ring (rings.ts testRing, which skips a ring its bearer already holds).
  ...skillRing('Diplomat', { stat: 'di', delta: 3 }),
};
export default def;
