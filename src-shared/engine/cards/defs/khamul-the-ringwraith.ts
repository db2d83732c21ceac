/** A Ringwraith: his modes and other manifestations cannot arise in Arda (cards/vocab/characters.ts, "Ringwraiths"). */
import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Khamûl the Ringwraith',
  // "One Ringwraith follower … with no influence": a player has one Ringwraith (Arda Revised), so no Ringwraith follows him: that part cannot arise.
  text: 'Unique. Manifestation of Khamûl the Easterling. Can use sorcery. -2 direct influence in Heralded Lord mode. +1 prowess in Fell Rider mode. -2 to the body of any Elf character targeted by a strike from Khamûl. As your Ringwraith, one Ringwraith follower in his company may be controlled with no influence. You may bring this follower into play during your organization phase.',
  static: [{ on: 'self', stat: 'strikeBody', delta: -2, races: ['Elf'] }],
};
export default def;
