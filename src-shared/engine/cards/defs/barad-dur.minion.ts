import type { CardDef } from '../cardApi';
import { site } from '../vocab/sites';

// Its specials are the site's own effects: the untap phase's healing (phases/flow.ts `havenInUntap`), the gold rings tested as the site phase
// begins (rings.ts testRingsAtSites, `goldRingsTested`), and every ring test there modified (rings.ts testRing, `ringTestHere`).
const def: CardDef = site("Barad-dûr", "Nearest Darkhaven: Minas Morgul / Special: Treat this site as a Darkhaven during the untap phase. Any gold ring item at this site is automatically tested during the site phase (the site need not be entered). All ring tests at this site are modified by -3.", [], [], true, {
  static: [{ on: 'havenInUntap' }, { on: 'goldRingsTested' }, { on: 'ringTestHere', modifier: -3, label: 'tested at Barad-dûr' }],
});
export default def;
