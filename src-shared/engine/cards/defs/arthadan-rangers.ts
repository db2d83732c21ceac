import type { CardDef } from '../cardApi';
import { rangersCard } from '../vocab/creatures';

const def: CardDef = rangersCard('Arthadan Rangers', 'Dúnedain. Each character in the company faces one strike (detainment against covert and hero companies). May be played keyed to Arthedain, Rhudaur, Cardolan, Hollin, and The Shire; and may also be played at sites in these regions. May not be played against a company containing a character with Bree as a home site.', 'Bree', 'Barliman Butterbur', true);
export default def;
