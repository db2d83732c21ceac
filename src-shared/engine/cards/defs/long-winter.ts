import type { CardDef } from '../cardApi';
import { returnUnlessRanger } from '../vocab/returnToOrigin';

const def: CardDef = returnUnlessRanger({
  name: 'Long Winter',
  text: 'Environment. Each moving company that has at least two Wildernesses [{w}] in its site path must return to its site of origin unless it contains a ranger. Additionally, if Doors of Night is in play, each non-Haven/non-Darkhaven site in play with at least two Wildernesses [{w}] in its site path is tapped. Cannot be duplicated.',
  path: (types) => types.filter((t) => t === 'w').length >= 2,
  heroOnly: false,
});
export default def;
