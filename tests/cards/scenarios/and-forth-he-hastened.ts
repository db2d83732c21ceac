import { notWhenUntapped } from '../helpers/inPlay';
import { companyInOrganization } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: "a tapped character in the Wizard's company untaps; one in another company cannot",
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Gandalf', 'Gimli'], 'Rivendell');
      const other = k.company(0, ['Aragorn II'], 'Bree');
      const gimli = chars[1] as number;
      const aragorn = other.chars[0] as number;
      k.setStatus(gimli, 'tapped');
      k.setStatus(aragorn, 'tapped');
      const card = k.hand(0, 'And Forth He Hastened');
      k.expect(!k.canPlay(0, card, aragorn), "Aragorn is not in the Wizard's company");
      notWhenUntapped(k, 0, card, gimli);      k.play(0, card, gimli);
      k.equal(k.s.status[gimli], undefined, 'Gimli is untapped');
      k.equal(k.where(card), 'discard', 'And Forth He Hastened');
    },
  },
];
export default scenarios;
