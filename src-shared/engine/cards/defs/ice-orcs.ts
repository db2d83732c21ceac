/** Ice-orcs: a minion faction playable at any Ruins & Lairs in Forochel or Withered Heath (not one named site). */
import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Ice-orcs',
  alignment: ['Minion'],
  text: 'Unique. Playable at any Ruins & Lairs [{R}] in Forochel or Withered Heath if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. Standard Modifications: Wargs of the Forochel (+2).',
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteType', types: ['R'] }, { is: 'region', names: ['forochel', 'withered heath'] }] },
  static: [{ on: 'faction', byFaction: [{ faction: 'Wargs of the Forochel', delta: 2 }], inPlayNumber: 0 }],
};
export default def;
