import type { CardDef } from '../cardApi';
import { itemsHere, site } from '../vocab/sites';

// "greater*": of the greater items only hero items (its `itemsHere` effect, read by phases/site.ts): a Ringwraith player's set holds no hero items
// (Arda Revised: "Wizard players only ever draw items … from their own set as do Ringwraith players from their own").
const def: CardDef = site("Bag End", "Nearest Darkhaven: Carn Dûm / Playable: Information, Items (minor, major, greater*, gold ring) *—hero item only / Automatic-attacks (2): / (1st) Hobbits — 5 strikes with 5 prowess / (2nd) Dúnedain — 3 strikes with 11 prowess", ["minor","major","greater","gold ring"], [{race: "Hobbits",strikes: 5,prowess: 5},{race: "Dúnedain",strikes: 3,prowess: 11}], true, {
  static: [itemsHere('greater', 'hero item only', { alignment: 'Hero' })],
});
export default def;
