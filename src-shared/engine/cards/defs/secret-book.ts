import type { CardDef } from '../cardApi';
import { notInCompany, untapSiteByDiscard } from '../vocab/bearer';

const def: CardDef = {
  name: 'Secret Book',
  alignment: ['Minion'],
  // "To make Information playable at any Ruins & Lairs" cannot arise in Arda: no card of the Arda card data is an
  // Information card (none carries the keyword). "Cannot be included with a starting company": the starting minor
  // item draft leaves such items out (phases/startingItems.ts).
  text: 'Cannot be included with a starting company. Discard: to untap a Free-hold [{F}] or Border-hold [{B}] or to make Information playable at any Ruins & Lairs [{R}]. Cannot be duplicated in a given company.',
  play: { side: 'resource', windows: ['site'], requires: [notInCompany('Secret Book')] },
  abilities: [untapSiteByDiscard('Free-hold or Border-hold', ['F', 'B'])],
};
export default def;
