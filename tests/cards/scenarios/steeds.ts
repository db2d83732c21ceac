import type { Scenario } from '../kit/scenario';
import { attackProwess, limitAsPhaseBegins, minionOrganization } from '../helpers/companyTurn';

const FIVE = ['Ostisen', 'Eun', 'Jerrek', 'Herion', 'Leamon'];

const scenarios: Scenario[] = [
  {
    title: 'Steeds on a moving covert company of five Men: "The hazard limit is decreased by two" (5 → 3); "The prowess of any hazard creatures played against the company this turn is modified by +1" (Wargs 9 → 10)',
    run: (k) => {
      const { id, chars } = minionOrganization(k, FIVE, true);
      k.play(1, k.hand(1, 'Steeds'), chars[0] as number);
      k.equal(limitAsPhaseBegins(k, id), 3, 'the hazard limit');
      k.creatureAttack(id, 'Wargs', 0);
      k.passAll();
      k.equal(attackProwess(k), 10, "Wargs' prowess");
    },
  },
  {
    title: 'Steeds on a moving company of three: "(to a minimum of 2)": 3 → 2; not on an overt company (with Mauhúr, an Orc) nor on one that is not moving, nor on an opponent’s company',
    run: (k) => {
      const { id, chars } = minionOrganization(k, ['Ostisen', 'Eun', 'Jerrek'], true);
      const card = k.hand(1, 'Steeds');
      const overt = minionOrganization(k, ['Mauhúr', 'Herion'], true);
      k.expect(!k.canPlay(1, card, overt.chars[1] as number), 'an overt company');
      const still = k.company(1, ['Leamon'], 'Minas Morgul');
      k.expect(!k.canPlay(1, card, still.chars[0] as number), 'a company that is not moving');
      const theirs = k.company(0, ['Gimli'], 'Rivendell');
      k.companyById(theirs.id).dest = { site: k.siteId('Moria', 0), regions: [] };
      k.expect(!k.canPlay(1, card, theirs.chars[0] as number), "an opponent's moving covert company");
      k.play(1, card, chars[0] as number);
      k.equal(limitAsPhaseBegins(k, id), 2, 'the hazard limit');
    },
  },
];
export default scenarios;
