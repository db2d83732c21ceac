import type { CardDef } from '../cardApi';
import { ahunt } from '../vocab/ahunt';

const def: CardDef = ahunt({
  name: 'Daelomin Ahunt',
  text: 'Unique. Any company moving in Withered Heath, Northern Rhovanion, Iron Hills, and/or Grey Mountain Narrows faces one Dragon attack (considered a hazard creature attack) — 4 strikes at 11/7 (attacker chooses defending characters). If Doors of Night is in play, this attack also affects: Brown Lands, Southern Rhovanion, Dorwinion, Dagorlad, and Horse Plains.',
  regions: ['Withered Heath', 'Northern Rhovanion', 'Iron Hills', 'Grey Mountain Narrows'],
  dark: ['Brown Lands', 'Southern Rhovanion', 'Dorwinion', 'Dagorlad', 'Horse Plains'],
  strikes: 4,
  prowess: 11,
  body: 7,
  attackerChooses: true,
});
export default def;
