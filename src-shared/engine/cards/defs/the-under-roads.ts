import type { CardDef } from '../cardApi';
import { deepsRollBonus, discardNamedInPlay } from '../vocab/underDeeps';

// "Discards and prohibits the subsequent play of The Way is Shut": discarded as this card comes into play; The Way is Shut's definition refuses
// to be played while this card is in play. A roll "required … is decreased by 3" is the roll at +3 (phases/movementHazard.ts deepsRoll).
const def: CardDef = {
  name: 'The Under-roads',
  alignment: ['Minion'],
  text: 'The roll required for minions to move between adjacent Under-deeps sites is decreased by 3. Discards and prohibits the subsequent play of The Way is Shut.',
  play: { side: 'resource', windows: ['longEvent'] },
  effects: [{ do: 'stay' }, discardNamedInPlay('The Way is Shut is discarded', 'The Way is Shut')],
  static: [deepsRollBonus('The Under-roads', 3, { betweenDeeps: true, alignment: 'ringwraith' })],
};
export default def;
