import type { CardDef } from '../cardApi';
import { notDuplicated } from '../vocab/bearer';

const def: CardDef = {
  name: 'Horn of Anor',
  alignment: ['Hero'],
  text: '+2 to direct influence against factions. Cannot be duplicated on a given character.',
  play: { side: 'resource', windows: ['site'], requires: [notDuplicated] },
  static: [{ on: 'influenceAgainst', delta: 2, against: ['faction'] }],
};
export default def;
