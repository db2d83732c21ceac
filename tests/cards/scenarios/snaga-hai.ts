import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { MINION, refusedAt, zeroInPlayScenario } from '../helpers/factions';
import { diceFor } from '../helpers/dice';

const scenarios: Scenario[] = [
  {
    title: 'Tarcil influences Snaga-hai at an already tapped Moria with a total of exactly 10; the next roll of 9 fails',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, [MINION, 'Eradan'], 'Moria');
      k.companyById(id).siteTapped = true;
      playing(k, id);
      const card = k.mpHand(0, 'Snaga-hai');
      k.rig(diceFor(10 - k.card(MINION).di));
      k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
      k.equal(k.where(card), 'playArea', 'Snaga-hai');
      playing(k, id);
      const other = k.mpHand(0, 'Snaga-hai');
      k.rig(diceFor(9 - k.card('Eradan').di));
      k.act(0, { type: 'playMpCard', inst: other, character: chars[1] as number });
      k.equal(k.where(other), 'discard', 'the second Snaga-hai (not unique) fails on 9');
    },
  },
  refusedAt('Snaga-hai is not playable at a Ruins & Lairs (Isengard)', minionKit, 'Snaga-hai', MINION, 'Isengard'),
  zeroInPlayScenario('Snaga-hai', 'Moria'),
];
export default scenarios;
