import { prowessOf } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { prowessScenario } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('The Sun Shone Fiercely', 'The Sun Shone Fiercely cannot be duplicated'),
  prowessScenario('"-1 prowess to all Orc, Troll, Dwarf, and Ringwraith characters … This modification is -2 if Doors of Night is not in play": Gimli and Shagrat -2, Aragorn II unchanged', 'The Sun Shone Fiercely', [['Gimli', -2], ['Shagrat', -2, 1], ['Troll-chief', -2, 1], ['Aragorn II', 0]]),
  prowessScenario('with Doors of Night in play, -1: Gimli and Shagrat -1, Aragorn II unchanged', 'The Sun Shone Fiercely', [['Gimli', -1], ['Shagrat', -1, 1], ['Aragorn II', 0]], true),
  {
    title: '"not at, nor moving to or from, an Under-deeps site": Gimli at The Under-gates and Gimli moving from Moria to The Under-gates keep their prowess; Gimli at Moria -2',
    run: (k) => {
      const at = k.company(0, ['Gimli'], 'The Under-gates').chars[0] as number;
      const moving = k.company(0, ['Gimli'], 'Moria');
      const surface = k.company(0, ['Gimli'], 'Moria').chars[0] as number;
      k.companyById(moving.id).dest = { site: k.siteId('The Under-gates'), regions: [], underDeeps: true };
      const before = [at, moving.chars[0] as number, surface].map((ch) => prowessOf(k.s, ch));
      k.inPlay(1, 'The Sun Shone Fiercely');
      k.equal(prowessOf(k.s, at), before[0], 'Gimli at The Under-gates');
      k.equal(prowessOf(k.s, moving.chars[0] as number), before[1], 'Gimli moving to The Under-gates');
      k.equal(prowessOf(k.s, surface), (before[2] as number) - 2, 'Gimli at Moria');
    },
  },
];
export default scenarios;
