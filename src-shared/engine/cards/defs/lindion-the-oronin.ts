import type { CardDef } from '../cardApi';
import { cancelAttackBy } from '../vocab/allies';

// "Eagle-mounts can be played on his company regardless of their site or the presence of a diplomat" changes Eagle-mounts'
// requirements: Eagle-mounts has no definition (it is played by hand), so that sentence is settled with it.
const def: CardDef = {
  name: 'Lindion the Oronín',
  alignment: ['Hero'],
  text: 'Unique. Playable at Stone-circle. Tap Lindion the Oronín to cancel an Animal or Spider attack against his company.',
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ['Stone-circle'] }] },
  abilities: [cancelAttackBy(['Animal', 'Spider'], 'an Animal or Spider')],
};
export default def;
