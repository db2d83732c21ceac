import type { CardDef } from '../cardApi';
import { orcBane } from '../vocab/gear';

const def: CardDef = orcBane('Orcrist', 'Unique. Weapon. +3 to prowess to a maximum of 9 (+4 prowess to a maximum of 10 against Orcs).', { bonus: 3, max: 9 }, { bonus: 4, max: 10 });
export default def;
