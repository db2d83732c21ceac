import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Vôteli', 'Unique. +2 direct influence against the Lossoth faction. Against Nazgûl and Ringwraiths, +5 to her prowess and the Nazgûl/Ringwraith\'s body is halved (rounded up).', { wraiths: 5, influence: [named(2, 'Lossoth', 'Dunlendings')] });
export default def;
