import { directInfluence } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { exhaustDiscards, playedToStay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  {
    title: 'played in a movement/hazard phase, it stays in play; a second copy cannot be played; it is discarded when a play deck is exhausted',
    run: (k) => exhaustDiscards(k, playedToStay(k, 'Tidings of Doubt and Danger'), 1, 'Tidings of Doubt and Danger'),
  },
  {
    title: '"The direct influence of each Ringwraith is lowered by 2 (by 3 if Doors of Night is in play)": the Witch-king; not Gorbag (an Orc) nor Aragorn II',
    run: (k) => {
      const [wraith, orc] = k.company(1, ['The Witch-king', 'Gorbag'], 'Minas Morgul').chars as [number, number];
      const aragorn = k.company(0, ['Aragorn II'], 'Rivendell').chars[0] as number;
      const before = [wraith, orc, aragorn].map((c) => directInfluence(k.s, c));
      k.inPlay(1, 'Tidings of Doubt and Danger');
      k.equal(directInfluence(k.s, wraith), (before[0] ?? 0) - 2, 'the Witch-king’s direct influence');
      k.equal(directInfluence(k.s, orc), before[1], 'Gorbag’s direct influence');
      k.equal(directInfluence(k.s, aragorn), before[2], 'Aragorn II’s direct influence');
      k.inPlay(0, 'Doors of Night');
      k.equal(directInfluence(k.s, wraith), (before[0] ?? 0) - 3, 'the Witch-king’s direct influence with Doors of Night');
    },
  },
];
export default scenarios;
