import type { CardDef } from '../cardApi';
import { ent } from '../vocab/allies';

const def: CardDef = ent('Skinbark', ['Fangorn', 'Rohan', 'Gap of Isen', 'Wold & Foothills', 'Anduin Vales', 'Redhorn Gate']);
export default def;
