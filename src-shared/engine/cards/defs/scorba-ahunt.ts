import type { CardDef } from '../cardApi';
import { ahunt } from '../vocab/ahunt';

const def: CardDef = ahunt({
  name: 'Scorba Ahunt',
  text: 'Unique. Any company moving in Forochel, Angmar, and/or Gundabad faces one Dragon attack (considered a hazard creature attack) — 4 strikes at 10/7 (attacker chooses defending characters). If Doors of Night is in play, this attack also affects: Númeriador, Arthedain, and Rhudaur.',
  regions: ['Forochel', 'Angmar', 'Gundabad'],
  dark: ['Númeriador', 'Arthedain', 'Rhudaur'],
  strikes: 4,
  prowess: 10,
  body: 7,
  attackerChooses: true,
});
export default def;
