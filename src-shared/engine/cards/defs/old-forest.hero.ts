import type { CardDef } from '../cardApi';
import { healingSite } from '../vocab/sites';

const def: CardDef = healingSite("Old Forest", "Nearest Haven: Rivendell / Special: Healing effects affect all characters at the site", []);
export default def;
