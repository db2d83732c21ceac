import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Information is playable where the data says (regions.ts); the scenarios check the item classes.
const def: CardDef = site("Geann a-Lisch", "Nearest Haven: Edhellond / Playable: Information, Items (minor, major) / Automatic-attacks: / Men — 4 strikes with 8 prowess / Special: Any Man hazard creature can be played at this site.", ["minor","major"], [{race: "Men",strikes: 4,prowess: 8}], false, {
  static: [{ on: 'creaturesHere', races: ['Man'] }],
});
export default def;
