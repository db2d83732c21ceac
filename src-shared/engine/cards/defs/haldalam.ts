import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Haldalam', 'Unique. +4 direct influence against the Easterlings faction.', { influence: [named(4, 'Easterlings', 'Riders of Rohan')] });
export default def;
