import type { CardDef } from '../cardApi';
import { notDuplicated } from '../vocab/bearer';

// "Failed strikes": a strike the bearer's roll beats, whose body check follows (combat.ts resolveStrike reads `strikeBody` only then).
const def: CardDef = {
  name: 'Scabbard of Chalcedony',
  alignment: ['Hero'],
  text: 'Hoard item. -1 body to all failed strikes against bearer. Cannot be duplicated on a given character.',
  play: { side: 'resource', windows: ['site'], requires: [notDuplicated] },
  static: [{ on: 'strikeBody', delta: () => -1 }],
};
export default def;
