/** Indûr the Ringwraith: at the end of turn, tap to take a magic card from the discard pile. */
import { discarded, ringwraithScenario } from '../helpers/characters';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const scenarios: Scenario[] = [
  ringwraithScenario('Indûr the Ringwraith'),
  {
    title: 'Indûr taps at the end of turn to take Well-preserved (magic) from the discard pile to the hand; not Dark Tryst (no magic)',
    run: (k) => {
      minionTurn(k);
      const indur = k.company(1, ['Indûr the Ringwraith'], 'Minas Morgul').chars[0] as number;
      const [magic, other] = discarded(k, 1, ['Well-preserved', 'Dark Tryst']) as [number, number];
      k.phase('organization');
      k.expect(!k.canUse(1, indur, 0, magic), 'not in the organization phase');
      k.phase('endTurn');
      k.expect(!k.canUse(1, indur, 0, other), 'not Dark Tryst');
      k.use(1, indur, 0, magic);
      k.expect(k.s.players[1]?.hand.includes(magic) ?? false, 'Well-preserved is in his player\'s hand');
      k.equal(k.s.status[indur], 'tapped', 'Indûr taps');
    },
  },
];
export default scenarios;
