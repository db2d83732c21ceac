import type { CardDef } from '../cardApi';
import { AMON_SUL_LOOK, ANNUMINAS, discardIfMoves, ELOSTIRION_MINION, palantirUses, usesOf } from '../vocab/palantiri';

const def: CardDef = {
  name: 'Palantír of Amon Sûl',
  alignment: ['Minion'],
  text: 'Unique. Palantír. If the bearer’s company is ever below 2 characters and it moves, discard this item. With its bearer able to use a Palantír, tap Palantír of Amon Sûl to look at your opponent’s hand or tap it to use the abilities of either the minion Palantír of Annúminas or minion Palantír of Elostirion if either one is in play. Bearer then makes a corruption check. 5 marshalling points if stored at Barad-dûr.',
  abilities: palantirUses([...AMON_SUL_LOOK, ...usesOf('Palantír of Annúminas', 'Minion', ANNUMINAS), ...usesOf('Palantír of Elostirion', 'Minion', ELOSTIRION_MINION)]),
  static: [discardIfMoves(2), { on: 'storedAt', sites: ['Barad-dûr'], mp: 5 }],
};
export default def;
