import { playedAtHaven, refusedAwayFromHaven } from '../helpers/havenEvents';
import type { Scenario } from '../kit/scenario';

const name = 'Gift of Comprehension';

const scenarios: Scenario[] = [
  {
    title: 'Aragorn II (a Dúnadan) at Rivendell taps for it; "Gives the bearer sage skill": he may then play Look More Closely Later (Sage only)',
    run: (k) => {
      const lmcl = k.hand(0, 'Look More Closely Later');
      const { id, ch, other } = playedAtHaven(k, name, 'Aragorn II', 'Gimli');
      k.setStatus(ch, 'untapped');
      const co = k.companyById(id);
      co.site = k.siteId('Weathertop');
      co.siteTapped = true;
      k.expect(k.canPlay(0, lmcl, ch), 'Aragorn II is now a sage');
      k.expect(!k.canPlay(0, lmcl, other), 'Gimli is not');
    },
  },
  refusedAwayFromHaven(name, 'Aragorn II', 'Gimli', 'Dúnadan'),
];
export default scenarios;
