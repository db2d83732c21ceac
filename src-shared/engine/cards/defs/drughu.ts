import type { CardDef } from '../cardApi';
import { never } from '../vocab/notInArda';

// Arda Revised keeps characters out of the Play hand: they come from the "Roving Character Deck" and the face-up roving characters
// ("playable by anyone as if from hand"), never from a player's hand, so a ranger is never discarded from one.
const REASON = 'in Arda characters are never held in a hand, so no ranger can be discarded from it';

const def: CardDef = {
  name: 'Drughu',
  text: 'Playable on a hero company during your organization phase if you discard a ranger character from your hand. All characters in the company this turn receive +2 prowess against attacks keyed to Wilderness [{w}] and during combat at Ruins & Lairs [{R}]. Cannot be duplicated on a given company.',
  play: { side: 'resource', windows: ['organization'], requires: [never(REASON)] },
};
export default def;
