import type { CardDef } from '../cardApi';
import { atSitesNamed } from '../vocab/creatures';

// "May be played at The Under-gates and at all of its adjacent sites": of those only Moria (The Under-gates' surface site) is on the map; Under-deeps
// sites are left off it, so "If Doors of Night is in play, Durin's Bane may be played at any Under-deeps site" cannot arise. "Cannot be included in a
// Balrog's deck and cannot be played if your opponent is a Balrog player": Arda has no Balrog players (Wizard and Ringwraith only).
const def: CardDef = {
  name: "Durin's Bane",
  text: "Unique.Manifestation of Balrog of Moria. Balrog. Two strikes—all body checks resulting from a successful strike are modified by +1. May be played at The Under-gates and at all of its adjacent sites. If Doors of Night is in play, Durin's Bane may be played at any Under-deeps site. Cannot be included in a Balrog's deck and cannot be played if your opponent is a Balrog player.",
  static: [
    { on: 'creature', after: 'bodyCheck', delta: 1 },
    atSitesNamed('may be played at The Under-gates and at all of its adjacent sites (Moria)', ['moria']),
  ],
};
export default def;
