import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Urlurtsu Nurn", "Nearest Haven: Edhellond / Playable: Information, Items (minor, major) / Automatic-attacks: / Orcs — 4 strikes with 7 prowess", ["minor","major"], [{ race: "Orcs", strikes: 4, prowess: 7 }]);
export default def;
