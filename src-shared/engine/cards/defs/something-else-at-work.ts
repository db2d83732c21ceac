import type { CardDef } from '../cardApi';
import { corruptionPlay } from '../vocab/corruption';
import { discardWhenExhausted } from '../vocab/hazards';

// Arda has no Fallen-wizards and no stage points: both modifiers are -1.
const def: CardDef = {
  name: 'Something Else at Work',
  text:
    'Playable on a character. Any influence check he makes is modified by -1 and any test for a gold ring in his company is modified by -1. If he is a Fallen-wizard, these modifiers are both instead: -4 if his stage points (SPs) exceed 14, -3 if his SPs exceed 9, -2 if his SPs exceed 4, -1 is his SPs exceed 0 (use the first modifier that applies). Cannot be duplicated on a given character. Discard when any play deck is exhausted.',
  play: corruptionPlay('Something Else at Work', [], false),
  effects: [{ do: 'attach', to: 'target' }, discardWhenExhausted],
  static: [
    { on: 'bearer', stat: 'influence', delta: -1 },
    { on: 'ringTest', delta: -1 },
  ],
};
export default def;
