import type { CardDef } from '../cardApi';
import { AMON_SUL_LOOK, ANNUMINAS, discardIfMoves, ELOSTIRION_HERO, palantirUses, usesOf } from '../vocab/palantiri';

// "Use the abilities of … Palantír of Elostirion": its effect (the removal of a corruption card), with this bearer able to use a Palantír.
const def: CardDef = {
  name: 'Palantír of Amon Sûl',
  alignment: ['Hero'],
  text: 'Unique. Palantír. If the bearer’s company is ever below 2 characters and the company moves, discard the Palantír. 5 marshalling points if stored in a Haven [{H}]. With its bearer able to use a Palantír, tap Palantír of Amon Sûl to look at your opponent’s hand or tap it to use the abilities of either the Palantír of Annúminas or the Palantír of Elostirion if either one is in play. Bearer makes a corruption check.',
  abilities: palantirUses([...AMON_SUL_LOOK, ...usesOf('Palantír of Annúminas', 'Hero', ANNUMINAS), ...usesOf('Palantír of Elostirion', 'Hero', ELOSTIRION_HERO)]),
  static: [discardIfMoves(2), { on: 'storedAt', haven: true, mp: 5 }],
};
export default def;
