import type { CardDef } from '../cardApi';
import { warriorGear } from '../vocab/gear';

const def: CardDef = warriorGear('Hauberk of Bright Mail', 'Armor. Warrior only: +2 to body to a maximum of 9.', 'body', 2, 9);
export default def;
