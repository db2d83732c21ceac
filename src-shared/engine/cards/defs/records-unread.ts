import type { CardDef } from '../cardApi';
import { notInCompany, untapSiteByDiscard } from '../vocab/bearer';

const def: CardDef = {
  name: 'Records Unread',
  // "To make Information playable at any Shadow-hold" cannot arise in Arda: no card of the Arda card data is an
  // Information card (none carries the keyword). "Cannot be included with a starting company": the starting minor
  // item draft leaves such items out (phases/setup.ts).
  text: 'Cannot be included with a starting company. Discard: to untap a Shadow-hold [{S}] or to make Information playable at any Shadow-hold [{S}]. Cannot be duplicated in a given company.',
  play: { side: 'resource', windows: ['site'], requires: [notInCompany('Records Unread')] },
  abilities: [untapSiteByDiscard('Shadow-hold', ['S'])],
};
export default def;
