import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Snaga-hai',
  alignment: ['Minion'],
  text: 'Playable at any tapped or untapped Shadow-hold [{S}] if the influence check is greater than 9. Once in play, the number required to influence this faction is 0.',
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteType', types: ['S'] }] },
  static: [{ on: 'faction', inPlayNumber: 0 }],
};
export default def;
