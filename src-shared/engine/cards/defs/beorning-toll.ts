import type { CardDef } from '../cardApi';
import { rangersCard } from '../vocab/creatures';

const def: CardDef = rangersCard('Beorning Toll', 'Men. Each character in the company faces one strike (detainment against covert and hero companies). May be played keyed to Anduin Vales, Wold & Foothills, High Pass, and Redhorn Gate; and may also be played at non-Haven sites in these regions. May not be played against a company containing a character with Beorn’s House as a home site.', 'Beorn’s House', 'Beorn');
export default def;
