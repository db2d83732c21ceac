import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Its automatic-attack is a creature from the opponent's hand, "treated in all ways as the site's automatic-attack (if defeated, creature is
// discarded)": the site's `handCreatureAttack` effect (phases/handAutoAttack.ts; coe-rules 2.V.ii.4: "the creature card must be played
// immediately before that attack would be initiated"), any creature (unique too) printed as keyed to a Ruins & Lairs or Shadow-hold or to a single
// Wilderness or Shadow-land. "Contains a hoard": hoard items are playable where the shared derivation finds a hoard (sleeves/locations.ts).
const def: CardDef = site("Framsburg", "Nearest Haven: Lórien / Playable: Items (minor) / Automatic-attacks: When a company enters this site, opponent may play one creature from his hand that is treated in all ways as the site’s automatic-attack (if defeated, creature is discarded). It must normally be playable keyed to a Ruins & Lairs [{R}], Shadow-hold [{S}], single Wilderness [{w}], or Shadow-land [{s}]. / Special: Contains a hoard.", ["minor"], [], false, {
  static: [{ on: 'handCreatureAttack', keying: { siteTypes: ['R', 'S'], singleRegions: ['w', 's'], nonUnique: false } }],
});
export default def;
