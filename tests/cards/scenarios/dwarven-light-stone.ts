import type { Scenario } from '../kit/scenario';
import { attackedWith, attackNow } from '../helpers/inPlay';
import { bearerCompanyBonus, playedAtDeeps } from '../helpers/underDeeps';

const name = 'Dwarven Light-stone';

const scenarios: Scenario[] = [
  // The Under-grottos is an Under-deeps Ruins & Lairs [{R}]; Moria a Shadow-hold on the surface.
  playedAtDeeps(name, 'item', 'The Under-grottos', ['Moria'], false, true),
  bearerCompanyBonus(name, 2, 'item', true),
  {
    title: '"Tap Dwarven Light-stone: to modify by -2 the prowess of one Orc or Troll attack": Orc-watch\'s prowess 9 → 7; not a Wolves attack',
    run: (k) => {
      const { inst } = attackedWith(k, ['Gimli', 'Bilbo'], name, 'Orc-watch');
      const before = attackNow(k)?.prowess ?? 0;
      k.use(0, inst, 0);
      k.equal(attackNow(k)?.prowess, before - 2, "the attack's prowess");
      k.equal(k.s.status[inst], 'tapped', name);
      const w = attackedWith(k, ['Gimli'], name, 'Wolves');
      k.expect(!k.canUse(0, w.inst, 0), 'Wolves are neither Orcs nor Trolls');
    },
  },
];
export default scenarios;
