import type { CardDef } from '../cardApi';
import { ent } from '../vocab/allies';

const def: CardDef = ent('Treebeard', ['Fangorn', 'Rohan', 'Gap of Isen', 'Wold & Foothills', 'Enedhwaith', 'Old Pûkel-land', 'Brown Lands', 'Anduin Vales', 'Redhorn Gate']);
export default def;
