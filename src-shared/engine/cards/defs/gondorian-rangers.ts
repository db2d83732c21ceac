import type { CardDef } from '../cardApi';
import { rangersCard } from '../vocab/creatures';

const def: CardDef = rangersCard('Gondorian Rangers', 'Dúnedain. Each character in the company faces one strike (detainment against covert and hero companies). May be played keyed to Ithilien, Dagorlad, Harondor, Mouths of the Anduin, and Brown Lands; and may also be played at sites in these regions. May not be played against a company containing a character with Henneth Annûn as a home site.', 'Henneth Annûn', 'Faramir');
export default def;
