import type { CardDef } from '../cardApi';
import { ahunt } from '../vocab/ahunt';

const def: CardDef = ahunt({
  name: 'Scatha Ahunt',
  text: 'Unique. Any company moving in Withered Heath, Woodland Realm, Northern Rhovanion, and/or Grey Mountain Narrows faces one Dragon attack (considered a hazard creature attack) — 4 strikes at 13/8. If Doors of Night is in play, this attack also affects: Anduin Vales, Western Mirkwood, Heart of Mirkwood, and Gundabad.',
  regions: ['Withered Heath', 'Woodland Realm', 'Northern Rhovanion', 'Grey Mountain Narrows'],
  dark: ['Anduin Vales', 'Western Mirkwood', 'Heart of Mirkwood', 'Gundabad'],
  strikes: 4,
  prowess: 13,
  body: 8,
  attackerChooses: false,
});
export default def;
