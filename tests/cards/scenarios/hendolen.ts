/** Hendolen: tap to cancel a detainment attack against his company; +2 direct influence against Elf factions. */
import type { Scenario } from '../kit/scenario';
import { opponentFactionScenarios } from '../helpers/opponentFactionInfluence';
import { minionTurn } from '../kit/templates';

const scenarios: Scenario[] = [
  ...opponentFactionScenarios('Hendolen', 2, 'Wood-elves', 'Thranduil’s Halls', 'Riders of Rohan', 'Edoras'),
  {
    title: 'Hendolen taps to cancel Lake-town\'s automatic-attack (detainment against his covert company)',
    run: (k) => {
      minionTurn(k);
      const { id, chars } = k.company(1, ['Hendolen', 'Ivic'], 'Lake-town');
      const hendolen = chars[0] as number;
      k.phase('site');
      k.act(1, { type: 'enterSite', companyId: id });
      k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'an automatic-attack is under way');
      k.expect(k.canUse(1, hendolen, 0, null), 'offered against the detainment attack');
      k.use(1, hendolen, 0, null);
      k.passAll();
      k.equal(k.s.status[hendolen], 'tapped', 'Hendolen taps');
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is cancelled');
    },
  },
  {
    title: 'Hendolen cannot cancel an attack that is not detainment (Weathertop\'s Wolves)',
    run: (k) => {
      minionTurn(k);
      const { id, chars } = k.company(1, ['Hendolen', 'Ivic'], 'Weathertop');
      const hendolen = chars[0] as number;
      k.phase('site');
      k.act(1, { type: 'enterSite', companyId: id });
      k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'an automatic-attack is under way');
      k.expect(!k.canUse(1, hendolen, 0, null), 'not offered against the Wolves');
      k.refused(1, { type: 'useCard', inst: hendolen, ability: 0, target: null });
    },
  },
  {
    title: 'Hendolen cannot cancel a detainment attack against another of his player\'s companies',
    run: (k) => {
      minionTurn(k);
      const hendolen = k.company(1, ['Hendolen'], 'Minas Morgul').chars[0] as number;
      const { id } = k.company(1, ['Ivic', 'Râisha'], 'Lake-town');
      k.phase('site');
      k.act(1, { type: 'enterSite', companyId: id });
      k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'an automatic-attack is under way');
      k.expect(!k.canUse(1, hendolen, 0, null), 'not offered for another company');
    },
  },
];
export default scenarios;
