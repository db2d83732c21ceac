import { isOvert } from '../../../src-shared/engine/overt';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { bearerCompanyBonus, playedAtDeeps } from '../helpers/underDeeps';

const name = 'Cave Troll';

const scenarios: Scenario[] = [
  // The Sulfur-deeps: "Trolls — 2 strikes with 10 prowess"; The Under-gates: a Balrog automatic-attack; Moria: not an Under-deeps site.
  playedAtDeeps(name, 'ally', 'The Sulfur-deeps', ['The Under-gates', 'Moria'], true),
  bearerCompanyBonus(name, 1, 'ally'),
  {
    title: '"Its controlling character\'s company is overt": Tarcil\'s company with it',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Tarcil'], 'The Sulfur-deeps');
      k.expect(!isOvert(k.s, id), 'without it');
      k.ally(chars[0] as number, name);
      k.expect(isOvert(k.s, id), 'with it');
    },
  },
];
export default scenarios;
