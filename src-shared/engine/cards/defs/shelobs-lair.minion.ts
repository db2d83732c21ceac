import type { CardDef } from '../cardApi';
import { NOT_DETAINED_HERE, site } from '../vocab/sites';

// "Spider (cannot be canceled)": the card data's automatic-attack (facts.ts parseAutoAttacks → AutoAttack.uncancelable). "Contains a hoard":
// hoard items are playable where the shared derivation finds a hoard (sleeves/locations.ts). Special: vocab/sites.ts NOT_DETAINED_HERE.
const def: CardDef = site("Shelob’s Lair", "Nearest Darkhaven: Minas Morgul / Playable: Items (minor, major) / Automatic-attacks (2): / (1st) Orcs — 2 strikes with 8 prowess / (2nd) Spider (cannot be canceled) — 1 strike with 16 prowess; any character wounded is immediately eliminated / Special: Contains a hoard. Non-Nazgûl creatures played at this site attack normally, not as detainment.", ["minor","major"], [{ race: "Orcs", strikes: 2, prowess: 8 }, { race: "Spider", strikes: 1, prowess: 16 }], true, {
  static: [NOT_DETAINED_HERE, { on: 'creature', after: 'woundedEliminated', races: ['Spider'] }],
});
export default def;
