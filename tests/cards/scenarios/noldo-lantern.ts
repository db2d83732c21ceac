import type { Scenario } from '../kit/scenario';
import { attackedWith, attackNow, notFromAnotherCompany } from '../helpers/inPlay';
import { bearerCompanyBonus, playedAtDeeps } from '../helpers/underDeeps';

const name = 'Noldo-lantern';

const scenarios: Scenario[] = [
  // The Under-grottos is an Under-deeps Ruins & Lairs [{R}]; Moria a Shadow-hold on the surface.
  playedAtDeeps(name, 'item', 'The Under-grottos', ['Moria'], false, true),
  bearerCompanyBonus(name, 2, 'item', true),
  {
    title: '"Tap Noldo-lantern to give -2 prowess and one less strike … to any Undead, Nazgûl, Orc, or Troll attack against the bearer\'s company": Orc-watch 3 strikes 9 prowess → 2 strikes 7 prowess; not from another company',
    run: (k) => {
      const { inst } = attackedWith(k, ['Gimli', 'Bilbo'], name, 'Orc-watch');
      const before = attackNow(k);
      notFromAnotherCompany(k, name);
      k.use(0, inst, 0);
      k.equal(attackNow(k)?.prowess, (before?.prowess ?? 0) - 2, "the attack's prowess");
      k.equal(attackNow(k)?.strikes, (before?.strikes ?? 0) - 1, "the attack's strikes");
      k.equal(k.s.status[inst], 'tapped', name);
    },
  },
  {
    title: '"one less strike (to a minimum of one)": Barrow-wight (Undead, 1 strike) keeps its strike at -2 prowess; a Wolves attack is none of those races',
    run: (k) => {
      const { inst } = attackedWith(k, ['Gimli', 'Bilbo'], name, 'Barrow-wight');
      const before = attackNow(k);
      k.use(0, inst, 0);
      k.equal(attackNow(k)?.strikes, 1, "the attack's strikes");
      k.equal(attackNow(k)?.prowess, (before?.prowess ?? 0) - 2, "the attack's prowess");
      const w = attackedWith(k, ['Gimli'], name, 'Wolves');
      k.expect(!k.canUse(0, w.inst, 0), 'Wolves are not Undead, Nazgûl, Orcs or Trolls');
    },
  },
];
export default scenarios;
