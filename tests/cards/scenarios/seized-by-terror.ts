import { notOnAnotherCompany } from '../helpers/inPlay';
import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'a low roll splits the character off into a new company at the site of origin; a high roll does nothing',
    run: (k) => {
      const { id, chars, card: first, second } = movingWithHazard(k, 'Seized by Terror', ['Aragorn II', 'Bilbo'], { to: 'Mount Gram', regions: ['Angmar'], copies: 2 });
      const [aragorn, bilbo] = chars as [number, number];
      k.rig([1, 1]);
      notOnAnotherCompany(k, 1, first, bilbo);      k.play(1, first, bilbo);
      const co = k.companyOf(bilbo);
      k.expect(co !== undefined && co.id !== id, 'Bilbo is in a new company');
      k.equal(co?.site, k.companyById(id).site, 'the new company is at the site of origin');
      k.equal(co?.dest ?? null, null, 'the new company does not move');
      k.expect(k.companyById(id).chars.includes(aragorn) && !k.companyById(id).chars.includes(bilbo), 'Aragorn moves on alone');
      k.rig([6, 6]);
      k.play(1, second, aragorn);
      k.equal(k.companyOf(aragorn)?.id, id, 'Aragorn (mind 9, roll 12) stays');
    },
  },
  {
    title: 'not playable on a company moving only through Wildernesses',
    run: (k) => {
      const { chars, card } = movingWithHazard(k, 'Seized by Terror', ['Aragorn II', 'Bilbo']);
      k.expect(!k.canPlay(1, card, chars[1]), 'no Shadow-land or Dark-domain in the site path');
    },
  },
];
export default scenarios;
