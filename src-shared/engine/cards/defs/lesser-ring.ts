import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Lesser Ring',
  alignment: ['Hero'],
  text: 'Lesser Ring. Playable only with a gold ring and after a test indicates Lesser Ring. +2 to direct influence.',
  // It comes from the Ring deck when a gold ring's test names it (rings.ts testRing); never played by hand.
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'custom', label: 'only with a gold ring and after a test indicates Lesser Ring', test: () => false }] },
};
export default def;
