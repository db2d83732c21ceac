import type { Scenario } from '../kit/scenario';
import { assignEachMinion, minionAttackWindow } from '../helpers/minionEvents';

const scenarios: Scenario[] = [
  {
    title: 'the strike against Grishnákh (an Orc scout) is cancelled; not on the strikes against Mauhúr (an Orc, no scout) or the Dunlending Spy (a scout, no Orc); not before strikes are assigned',
    run: (k) => {
      const { chars, card } = minionAttackWindow(k, { names: ['Grishnákh', 'Mauhúr', 'Dunlending Spy'], creature: 'Wolves', cards: 'Orc Stealth' });
      const [grishnakh, mauhur, spy] = chars as [number, number, number];
      k.expect(!k.canPlay(1, card), 'no strike yet');
      assignEachMinion(k, chars);
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr is no scout');
      k.expect(!k.canPlay(1, card, spy), 'the Dunlending Spy is no Orc');
      k.play(1, card, grishnakh);
      k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.target === grishnakh && e.outcome === 'cancelled'), 'the strike against Grishnákh is cancelled');
      k.equal(k.s.status[grishnakh] ?? 'untapped', 'untapped', 'Grishnákh');
      k.equal(k.where(card), 'discard', 'Orc Stealth');
    },
  },
];
export default scenarios;
