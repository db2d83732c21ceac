import type { Scenario } from '../kit/scenario';
import { warriorShieldUsed } from '../helpers/inPlay';
import { bearerCompanyBonus, playedAtDeeps } from '../helpers/underDeeps';

const name = 'Iron Shield of Old';

const scenarios: Scenario[] = [
  // The Under-gates is an Under-deeps Shadow-hold [{S}]; The Under-courts an Under-deeps Dark-hold [{D}]; Moria a Shadow-hold on the surface.
  playedAtDeeps(name, 'item', 'The Under-gates', ['The Under-courts', 'Moria']),
  bearerCompanyBonus(name, 2, 'item'),
  {
    title: '"Warrior only: tap this item to make one strike against its bearer ineffectual": Gimli\'s strike; not Bilbo\'s (no warrior)',
    run: (k) => {
      const { who, inst } = warriorShieldUsed(k, name);
      k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.target === who && e.outcome === 'cancelled'), 'the strike is ineffectual');
      k.equal(k.s.status[inst], 'tapped', name);
    },
  },
];
export default scenarios;
