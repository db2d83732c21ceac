import type { CardDef } from '../cardApi';
import { ahunt } from '../vocab/ahunt';

const def: CardDef = ahunt({
  name: 'Bairanax Ahunt',
  text: 'Unique. Any company moving in Withered Heath, Gundabad, Anduin Vales, and/or Grey Mountain Narrows faces one Dragon attack (considered a hazard creature attack) — 3 strikes at 12/6 (attacker chooses defending characters). If Doors of Night is in play, this attack also affects: Northern Rhovanion, Iron Hills, Southern Rhovanion, and Angmar.',
  regions: ['Withered Heath', 'Gundabad', 'Anduin Vales', 'Grey Mountain Narrows'],
  dark: ['Northern Rhovanion', 'Iron Hills', 'Southern Rhovanion', 'Angmar'],
  strikes: 3,
  prowess: 12,
  body: 6,
  attackerChooses: true,
});
export default def;
