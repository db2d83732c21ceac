import type { CardDef } from '../cardApi';
import { AMON_SUL_LOOK, ANNUMINAS, discardIfMoves, ELOSTIRION_MINION, MINAS_TIRITH, ORTHANC, OSGILIATH_DISCARD, palantirUses, usesOf } from '../vocab/palantiri';

// "Duplicate the effect of any minion Palantír in play": the effect each other minion Palantír's use has.
const def: CardDef = {
  name: 'Palantír of Osgiliath',
  alignment: ['Minion'],
  text: 'Unique. Palantír. If the bearer’s company is ever below 4 characters and it moves, discard this item. With its bearer able to use a Palantír, tap Palantír of Osgiliath to force the discard of any hazard permanent-event or to duplicate the effect of any minion Palantír in play. Bearer then makes a corruption check. 5 marshalling points if stored at Barad-dûr.',
  abilities: palantirUses([
    ...OSGILIATH_DISCARD,
    ...usesOf('Palantír of Amon Sûl', 'Minion', AMON_SUL_LOOK),
    ...usesOf('Palantír of Annúminas', 'Minion', ANNUMINAS),
    ...usesOf('Palantír of Elostirion', 'Minion', ELOSTIRION_MINION),
    ...usesOf('Palantír of Minas Tirith', 'Minion', MINAS_TIRITH),
    ...usesOf('Palantír of Orthanc', 'Minion', ORTHANC),
  ]),
  static: [discardIfMoves(4), { on: 'storedAt', sites: ['Barad-dûr'], mp: 5 }],
};
export default def;
