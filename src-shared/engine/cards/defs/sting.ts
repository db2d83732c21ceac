import type { CardDef } from '../cardApi';
import { raceWeapon } from '../vocab/gear';

const def: CardDef = raceWeapon('Sting', 'Unique. Weapon. +1 to prowess to a maximum of 8, +2 to a Hobbit’s prowess to a maximum of 8.', { bonus: 1, max: 8 }, { bonus: 2, max: 8 }, ['Hobbit']);
export default def;
