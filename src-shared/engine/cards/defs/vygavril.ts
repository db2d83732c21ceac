import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Vygavril', 'Unique. +2 direct influence against the Southron faction. Against Nazgûl and Ringwraiths, +6 to her prowess and the Nazgûl/Ringwraith\'s body is halved (rounded up).', { wraiths: 6, influence: [named(2, 'Southrons', 'Dunlendings')] });
export default def;
