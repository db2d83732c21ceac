import type { CardDef } from '../cardApi';
import { AMON_SUL_LOOK, ANNUMINAS, discardIfMoves, ELOSTIRION_HERO, MINAS_TIRITH, ORTHANC, OSGILIATH_DISCARD, palantirUses, usesOf } from '../vocab/palantiri';

// "Duplicate the effect of any Palantír in play": the effect each other Palantír's use has (The Ithil-stone's use is not automated).
const def: CardDef = {
  name: 'Palantír of Osgiliath',
  alignment: ['Hero'],
  text: 'Unique. Palantír. If the bearer’s company is ever below 4 characters and the company moves, discard. 5 marshalling pts. if stored in a Haven [{H}]. With its bearer able to use a Palantír, tap Palantír of Osgiliath to force the discard of any hazard permanent-event or to duplicate the effect of any Palantír in play. Bearer makes a corruption check.',
  abilities: palantirUses([
    ...OSGILIATH_DISCARD,
    ...usesOf('Palantír of Amon Sûl', 'Hero', AMON_SUL_LOOK),
    ...usesOf('Palantír of Annúminas', 'Hero', ANNUMINAS),
    ...usesOf('Palantír of Elostirion', 'Hero', ELOSTIRION_HERO),
    ...usesOf('Palantír of Minas Tirith', 'Hero', MINAS_TIRITH),
    ...usesOf('Palantír of Orthanc', 'Hero', ORTHANC),
  ]),
  static: [discardIfMoves(4), { on: 'storedAt', haven: true, mp: 5 }],
};
export default def;
