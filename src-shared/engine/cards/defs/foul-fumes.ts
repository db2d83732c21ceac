import type { CardDef } from '../cardApi';
import { returnUnlessRanger } from '../vocab/returnToOrigin';

const def: CardDef = returnUnlessRanger({
  name: 'Foul Fumes',
  text: 'Environment. Each moving company that has a Shadow-land [{s}] or a Dark-domain [{d}] in its site path must return to its site of origin unless it contains a ranger. Additionally, if Doors of Night is in play, each non-Haven site in play with a Shadow-land [{s}] or a Dark-domain [{d}] in its site path is tapped. This card has no effect on a minion player. Cannot be duplicated.',
  path: (types) => types.some((t) => t === 's' || t === 'd'),
  heroOnly: true,
});
export default def;
