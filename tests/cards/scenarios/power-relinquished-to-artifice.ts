import { directInfluence, prowessOf } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { playOn } from '../helpers/corruption';
import { exhaustDiscards } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  {
    title: '"His prowess and direct influence are each modified by -1": Gandalf; not on Aragorn II (not a Wizard or Ringwraith), not twice on Gandalf, not on another company; discarded when a play deck is exhausted',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gandalf', 'Aragorn II'], 'Rivendell');
      const [gandalf, aragorn] = chars as [number, number];
      const before = [prowessOf(k.s, gandalf), directInfluence(k.s, gandalf)];
      const card = playOn(k, 'Power Relinquished to Artifice', id, gandalf);
      k.equal(prowessOf(k.s, gandalf), (before[0] ?? 0) - 1, 'Gandalf’s prowess');
      k.equal(directInfluence(k.s, gandalf), (before[1] ?? 0) - 1, 'Gandalf’s direct influence');
      const second = k.hand(1, 'Power Relinquished to Artifice');
      k.expect(!k.canPlay(1, second, aragorn), 'not on Aragorn II');
      k.expect(!k.canPlay(1, second, k.company(0, ['Radagast'], 'Rivendell').chars[0] as number), 'not on Radagast, in another company');
      k.expect(!k.canPlay(1, second, gandalf), 'cannot be duplicated on a given character');
      exhaustDiscards(k, card, 1, 'Power Relinquished to Artifice');
      k.equal(prowessOf(k.s, gandalf), before[0], 'Gandalf’s prowess once it is gone');
    },
  },
  {
    title: '"For Alatar and Radagast, reduce the modifier to 0 for prowess and double it for direct influence": Radagast 0 and -2',
    run: (k) => {
      const radagast = k.company(0, ['Radagast'], 'Rivendell').chars[0] as number;
      const before = [prowessOf(k.s, radagast), directInfluence(k.s, radagast)];
      k.attach(radagast, 'Power Relinquished to Artifice');
      k.equal(prowessOf(k.s, radagast), before[0], 'Radagast’s prowess');
      k.equal(directInfluence(k.s, radagast), (before[1] ?? 0) - 2, 'Radagast’s direct influence');
    },
  },
];
export default scenarios;
