/** A Ringwraith: his modes and other manifestations cannot arise in Arda (cards/vocab/characters.ts, "Ringwraiths"). */
import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('The Witch-king', 'Unique. Manifestation of The Witch-king of Angmar. Can use spirit-magic and shadow-magic. +3 direct influence in Heralded Lord mode. +1 prowess in Fell Rider mode. As your Ringwraith, up to two Ringwraith followers in his company may be controlled with no influence. You may bring these followers into play during separate organization phases.', {
  // "Ringwraith followers": Arda Revised lets a player bring his Ringwraith into play only "if you do not have one in play" and
  // each Ringwraith is unique, so a second Ringwraith never follows him: that part cannot arise. Spirit-magic and shadow-magic cards check their user's text.
  minion: true, ringwraith: true,
});
export default def;
