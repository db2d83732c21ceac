import type { CardDef } from '../cardApi';
import { skillRing } from '../vocab/rings';

const def: CardDef = {
  name: 'Magic Ring of Courage',
  alignment: ['Hero'],
  text: 'Magic Ring. Playable only with a gold ring and after a test indicates a Magic Ring. Gives the bearer warrior skill. If the bearer is already a warrior, he gets +2 to prowess. May not be duplicated on a given character.',
  // It comes from the Ring deck when a gold ring's test names a Magic Ring (rings.ts testRing, which skips a ring its bearer already holds).
  ...skillRing('Warrior', { stat: 'prowess', delta: 2 }),
};
export default def;
