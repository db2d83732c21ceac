import type { CardDef } from '../cardApi';
import { notDuplicated } from '../vocab/bearer';

const def: CardDef = {
  name: 'Elf-stone',
  alignment: ['Hero'],
  text: '+2 to direct influence used against an Elf character or an Elf faction. Cannot be duplicated on a given character.',
  play: { side: 'resource', windows: ['site'], requires: [notDuplicated] },
  static: [{ on: 'influenceAgainst', delta: 2, against: ['faction', 'character'], race: 'Elf' }],
};
export default def;
