import type { Scenario } from '../kit/scenario';
import { MINION_COMPANY, kitFor } from '../helpers/sites';
import { playing } from '../kit/templates';

// Both items sleeved with Tolfalas (Arda Revised: "a location card where this item can be played"), so that only the site's own
// "greater*: Scroll of Isildur only" decides (the minion Scroll's text, "May be stored at Barad-dûr", is read as its place by the derivation).
const scenarios: Scenario[] = [
  {
    title: 'at Tolfalas, "Items (minor, major, greater*) *—Scroll of Isildur only": the Scroll of Isildur (greater) is playable, Black Mace (also greater) is not',
    run: (k0) => {
      const k = kitFor(k0, true);
      const { id, chars } = k.company(0, MINION_COMPANY, 'Tolfalas');
      playing(k, id, true);
      const [scroll, mace] = ['Scroll of Isildur', 'Black Mace'].map((name) => {
        k.s.catalog.mpLocations.ringwraith[k.card(name).id] = [k.siteId('Tolfalas')];
        return k.mpHand(0, name);
      }) as [number, number];
      k.equal(k.refused(0, { type: 'playMpCard', inst: mace, character: chars[0] as number }).code, 'NOT_HERE', 'Black Mace refused');
      k.act(0, { type: 'playMpCard', inst: scroll, character: chars[0] as number });
      k.equal(k.where(scroll), 'character', 'the Scroll of Isildur');
    },
  },
];
export default scenarios;
