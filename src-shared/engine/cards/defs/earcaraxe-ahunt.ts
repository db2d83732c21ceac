import type { CardDef } from '../cardApi';
import { ahunt } from '../vocab/ahunt';

const def: CardDef = ahunt({
  name: 'Eärcaraxë Ahunt',
  text: 'Unique. Any company moving in Andrast Coast, Bay of Belfalas, Eriadoran Coast, and/or Andrast faces one Dragon attack (considered a hazard creature attack) — 3 strikes at 15/6 (attacker chooses defending characters). If Doors of Night is in play, this attack also affects: Old Pûkel-land, Enedhwaith, Anfalas, and any Coastal Sea [{c}] region (or region type).',
  regions: ['Andrast Coast', 'Bay of Belfalas', 'Eriadoran Coast', 'Andrast'],
  dark: ['Old Pûkel-land', 'Enedhwaith', 'Anfalas', 'Elven Shores'],
  coastal: true,
  strikes: 3,
  prowess: 15,
  body: 6,
  attackerChooses: true,
});
export default def;
