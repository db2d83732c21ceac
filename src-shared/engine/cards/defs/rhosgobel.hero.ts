import type { CardDef } from '../cardApi';
import { healingSite } from '../vocab/sites';

const def: CardDef = healingSite("Rhosgobel", "Nearest Haven: Lórien / Playable: Items (minor) / Special: Healing effects affect all characters at the site", ["minor"]);
export default def;
