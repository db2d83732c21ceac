import type { CardDef } from '../cardApi';
import { gollumAbilities } from '../vocab/allies';

const def: CardDef = {
  name: 'Gollum',
  alignment: ['Hero'],
  text: 'Unique. Playable at Goblin-gate or Moria. If his company’s size is two or less, tap Gollum to cancel one attack against his company keyed to Wilderness [{w}] or Shadow-land [{s}]. You may tap Gollum if he is at the same non-Haven site as The One Ring; then both Gollum and The One Ring are discarded.',
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ['Goblin-gate', 'Moria'] }] },
  abilities: gollumAbilities(2, false),
};
export default def;
