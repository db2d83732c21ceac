import type { CardDef } from '../cardApi';
import { orcBane } from '../vocab/gear';

const def: CardDef = orcBane('Glamdring', 'Unique. Weapon. +3 to prowess to a maximum of 8 (a maximum of 9 against Orcs).', { bonus: 3, max: 8 }, { bonus: 3, max: 9 });
export default def;
