import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Ioreth', 'Unique. Healing effects affect all characters in her company.', { healsCompany: true });
export default def;
