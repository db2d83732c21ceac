import type { CardDef } from '../cardApi';
import { deepsRollBonus } from '../vocab/underDeeps';

const def: CardDef = {
  name: 'Goblin Earth-plumb',
  alignment: ['Minion'],
  text: 'Playable only on an Orc or Troll. +1 to all rolls required for bearer’s company to move to adjacent Under-deeps sites.',
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'race', race: ['Orc', 'Troll'] }] },
  static: [deepsRollBonus('Goblin Earth-plumb', 1, { bearerCompany: true })],
};
export default def;
