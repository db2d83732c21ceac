import type { CardDef } from '../cardApi';
import { ahunt } from '../vocab/ahunt';

const def: CardDef = ahunt({
  name: 'Agburanar Ahunt',
  text: 'Unique. Any company moving in Withered Heath, Northern Rhovanion, Iron Hills, and/or Grey Mountain Narrows faces one Dragon attack (considered a hazard creature attack) — 3 strikes at 13/8. If Doors of Night is in play, this attack also affects: Southern Rhovanion, Dorwinion, Heart of Mirkwood, and Woodland Realm.',
  regions: ['Withered Heath', 'Northern Rhovanion', 'Iron Hills', 'Grey Mountain Narrows'],
  dark: ['Southern Rhovanion', 'Dorwinion', 'Heart of Mirkwood', 'Woodland Realm'],
  strikes: 3,
  prowess: 13,
  body: 8,
  attackerChooses: false,
});
export default def;
