import type { CardDef } from '../cardApi';
import { staysUnique } from '../vocab/hazards';
import { returnFromDeeps } from '../vocab/underDeeps';

// "Additionally, cancels the effects of Secret Passage and Secret Entrance": neither card is in an Arda pool, so there is nothing to cancel.
// The Under-roads: "Discards and prohibits the subsequent play of The Way is Shut": not playable while The Under-roads is in play.
const unique = staysUnique('The Way is Shut');
const def: CardDef = {
  name: 'The Way is Shut',
  text: 'A company moving to or from an Under-deeps site must return to its site of origin. Additionally, cancels the effects of Secret Passage and Secret Entrance. Cannot be duplicated.',
  play: { side: 'hazard', windows: ['hazard'], requires: [...(unique.play?.requires ?? []), { is: 'notInPlay', names: ['The Under-roads'] }] },
  effects: unique.effects,
  static: [returnFromDeeps('The Way is Shut')],
};
export default def;
