import type { CardDef } from '../cardApi';
import { raceWeapon } from '../vocab/gear';

const def: CardDef = raceWeapon('Dwarven Axe', 'Weapon. Warrior only: +2 prowess (to a maximum of 7); +3 prowess if held by a Dwarf (to a maximum of 8).', { bonus: 2, max: 7 }, { bonus: 3, max: 8 }, ['Dwarf']);
export default def;
