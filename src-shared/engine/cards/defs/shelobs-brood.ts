import type { CardDef } from '../cardApi';
import { atSitesNamed } from '../vocab/creatures';

// "Playable at any Under-deeps site or surface site thereof": the Under-deeps sites, and their surface sites (each Under-deeps site's
// adjacent site at distance 0 in the card data): Glittering Caves, Dunharrow, Carn Dûm, Dol Guldur, Barad-dûr, any site in Udûn, Moria, Goblin-gate,
// Mount Gundabad and Mount Gram.
const def: CardDef = {
  name: 'Shelob’s Brood',
  text: 'Spiders. Four strikes. Playable at any Under-deeps site or surface site thereof.',
  static: [
    atSitesNamed('playable at any Under-deeps site or surface site thereof', ['any under-deeps site', 'glittering caves', 'dunharrow', 'carn dum', 'dol guldur', 'barad-dur', 'site in udun', 'moria', 'goblin-gate', 'mount gundabad', 'mount gram']),
  ],
};
export default def;
