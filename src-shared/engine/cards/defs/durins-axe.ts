import { type CardDef } from '../cardApi';
import { raceWeapon } from '../vocab/gear';

const weapon = raceWeapon('Durin’s Axe', 'Unique. Weapon. +2 prowess (+4 if held by a Dwarf) to a maximum of 9. If held by a Dwarf, 4 marshalling points and 3 corruption points.', { bonus: 2, max: 9 }, { bonus: 4, max: 9 }, ['Dwarf']);

const def: CardDef = { ...weapon, static: [...(weapon.static ?? []), { on: 'heldBy', races: ['Dwarf'], mp: 4, corruption: 3 }] };
export default def;
