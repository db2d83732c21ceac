import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Éowyn', 'Unique. Against Nazgûl and Ringwraiths, +6 to her prowess and the Nazgûl/Ringwraith\'s body is halved (rounded up).', { wraiths: 6 });
export default def;
