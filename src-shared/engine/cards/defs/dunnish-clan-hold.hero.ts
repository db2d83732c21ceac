import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Dunnish Clan-hold", "Nearest Haven: Rivendell", [], []);
export default def;
