import type { CardDef } from '../cardApi';
import { warriorGear } from '../vocab/gear';

const def: CardDef = warriorGear('Sword of Gondolin', 'Weapon. Warrior only: +2 to prowess to a maximum of 8.', 'prowess', 2, 8);
export default def;
