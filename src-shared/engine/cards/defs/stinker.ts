import type { CardDef } from '../cardApi';
import { gollumAbilities } from '../vocab/allies';

const def: CardDef = {
  name: 'Stinker',
  alignment: ['Minion'],
  text: "Unique. Playable at Goblin-gate or Moria. Manifestation of Gollum and My Precious. If his company's size is less than three, tap Stinker to cancel one attack against his company keyed to Wilderness [{w}] or Shadow-land [{s}]. You may tap Stinker if he is at the same non-Darkhaven site as The One Ring; then both Stinker and The One Ring are discarded.",
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ['Goblin-gate', 'Moria'] }, { is: 'notInPlay', names: ['Gollum', 'My Precious'] }] },
  abilities: gollumAbilities(2, true),
};
export default def;
