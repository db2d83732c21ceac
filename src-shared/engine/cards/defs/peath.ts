import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Peath', 'Unique. +4 direct influence against the Dunlendings faction. Against Nazgûl and Ringwraiths, +5 to her prowess and the Nazgûl/Ringwraith\'s body is halved (rounded up).', { wraiths: 5, influence: [named(4, 'Dunlendings', 'Hillmen')] });
export default def;
