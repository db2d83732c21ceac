import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// "(cannot be canceled)": the card data's automatic-attack (facts.ts parseAutoAttacks → AutoAttack.uncancelable; combat.ts cancelCombat).
const def: CardDef = site("Old Forest", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, major) / Automatic-attacks: / Maia (cannot be canceled) — 2 strikes with 15 prowess", ["minor","major"], [{ race: "Maia", strikes: 2, prowess: 15 }], true);
export default def;
