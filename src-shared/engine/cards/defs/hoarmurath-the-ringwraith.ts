/** A Ringwraith: his modes and other manifestations cannot arise in Arda (cards/vocab/characters.ts, "Ringwraiths"). */
import type { CardDef } from '../cardApi';
import { DARKHAVENS, character } from '../vocab/characters';

const def: CardDef = character('Hoarmûrath the Ringwraith', 'Unique. Manifestation of Hoarmûrath of Dír. Can use sorcery. +1 direct influence in Heralded Lord mode. +2 prowess in Fell Rider mode. As your Ringwraith, if at a Darkhaven [{DH}], you may keep one more card than normal in your hand.', {
  minion: true, ringwraith: true, handAt: { site: 'Dol Guldur', elsewhere: 'Mount Gundabad', sites: DARKHAVENS },
});
export default def;
