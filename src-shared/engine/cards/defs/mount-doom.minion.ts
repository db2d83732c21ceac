import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Mount Doom", "Nearest Darkhaven: Minas Morgul / Playable: Information / Automatic-attacks: / Orcs — 1 strike with 6 prowess / Special: Any sage may tap to test a ring at this site, modifying the result by -3.", [], [{race: "Orcs",strikes: 1,prowess: 6}], true, {
  static: [{ on: 'ringTestHere', modifier: -3, label: 'tested at Mount Doom', testerSkill: 'Sage' }],
});
export default def;
