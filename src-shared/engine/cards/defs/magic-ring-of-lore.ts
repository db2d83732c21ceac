import type { CardDef } from '../cardApi';
import { skillRing } from '../vocab/rings';

const def: CardDef = {
  name: 'Magic Ring of Lore',
  alignment: ['Hero'],
  text: 'Magic Ring. Playable only with a gold ring and after a test indicates a Magic Ring. Gives the bearer sage skill. If the bearer is already a sage, he may tap to use a Palantír. Cannot be duplicated on a given character.',
  // It comes from the Ring deck when a gold ring's test names a Magic Ring (rings.ts testRing, which skips a ring its bearer already holds).
  // "He may tap to use a Palantír": each Palantír's uses read it (vocab/palantiri.ts: he and the Palantír tap; vocab/rings.ts alreadyGives).
  ...skillRing('Sage', 'palantir'),
};
export default def;
