import type { CardDef } from '../cardApi';
import { ahunt } from '../vocab/ahunt';

const def: CardDef = ahunt({
  name: 'Smaug Ahunt',
  text: 'Unique. Any company moving in Withered Heath, Northern Rhovanion, Iron Hills, and/or Grey Mountain Narrows faces one Dragon attack (considered a hazard creature attack) — 3 strikes at 15/7 (attacker chooses defending characters). If Doors of Night is in play, this attack also affects: Brown Lands, Southern Rhovanion, Dorwinion, Dagorlad, and Horse Plains.',
  regions: ['Withered Heath', 'Northern Rhovanion', 'Iron Hills', 'Grey Mountain Narrows'],
  dark: ['Brown Lands', 'Southern Rhovanion', 'Dorwinion', 'Dagorlad', 'Horse Plains'],
  strikes: 3,
  prowess: 15,
  body: 7,
  attackerChooses: true,
});
export default def;
