import type { CardDef } from '../cardApi';
import { skillRing } from '../vocab/rings';

const def: CardDef = {
  name: 'Magic Ring of Stealth',
  alignment: ['Hero'],
  text: 'Magic Ring. Playable only with a gold ring and after a test indicates a Magic Ring. Gives the bearer scout skill. If the bearer is already a scout, he may tap the Magic Ring of Stealth to cancel a strike directed against him. Cannot be duplicated on a given character.',
  // It comes from the Ring deck when a gold ring's test names a Magic Ring (rings.ts testRing, which skips a ring its bearer already holds).
  ...skillRing('Scout', 'cancelStrike'),
};
export default def;
