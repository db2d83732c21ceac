import type { Scenario } from '../kit/scenario';
import { attackedWith, attackNow, freshKit, notFromAnotherCompany } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: 'Gimli (a warrior) taps it: Giant Spiders (keyed to Wilderness) have one strike fewer; Bilbo (no warrior) cannot',
    run: (k) => {
      const other = freshKit(k);
      const hobbit = attackedWith(other, ['Bilbo', 'Gimli'], 'Bow of Dragon-horn', 'Giant Spiders');
      k.expect(!other.canUse(0, hobbit.inst, 0), 'not for Bilbo (no warrior)');
      const { inst } = attackedWith(k, ['Gimli', 'Bilbo'], 'Bow of Dragon-horn', 'Giant Spiders');
      const before = attackNow(k)?.strikes ?? 0;
      notFromAnotherCompany(k, 'Bow of Dragon-horn');
      k.use(0, inst, 0);
      k.equal(attackNow(k)?.strikes, before - 1, 'strikes');
      k.equal(k.s.status[inst], 'tapped', 'the bow');
    },
  },
  {
    title: 'not against an attack keyed to a site (Orc-watch keyed to a Shadow-hold) nor an automatic-attack',
    run: (k) => {
      const { id, inst } = attackedWith(k, ['Gimli', 'Bilbo'], 'Bow of Dragon-horn', 'Orc-watch');
      k.expect(k.companyById(id).dest === null, 'keyed to the site');
      k.expect(!k.canUse(0, inst, 0), 'keyed to a site');
    },
  },
];
export default scenarios;
