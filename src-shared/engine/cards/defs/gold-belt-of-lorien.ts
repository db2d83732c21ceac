import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Gold Belt of Lórien',
  alignment: ['Hero'],
  text: 'Unique. Only playable at Lórien. +1 direct influence to bearer.',
  // The +1 is the card data's; the site is its text's (an item whose text names no site is playable at any non-Haven).
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ['Lórien'] }] },
};
export default def;
