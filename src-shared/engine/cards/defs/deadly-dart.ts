import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Deadly Dart',
  // A Dual minor item: in a Wizard's set it is played like any hero minor item; the starting minor item draft leaves it out
  // for a Wizard player (phases/startingItems.ts), not for a Ringwraith player.
  text: 'May also be used as a hero resource (i. e., included in a Wizard’s deck), but may not be included with a hero starting company.',
};
export default def;
