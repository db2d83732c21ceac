import { resolveStrike, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { assignEachMinion, minionAttackWindow } from '../helpers/minionEvents';

const NAMES = ['Gorbag', 'Ostisen', 'Mauhúr'];

const scenarios: Scenario[] = [
  {
    title: '"Warrior does not tap against one strike": Gorbag defeats the strike and stays untapped; not on Ostisen (no warrior), not before strikes are assigned',
    run: (k) => {
      const { chars, card } = minionAttackWindow(k, { names: NAMES, creature: 'Orc-watch', cards: 'Blow Turned' });
      const [gorbag, ostisen] = chars as [number, number];
      k.expect(!k.canPlay(1, card), 'no strike yet');
      assignEachMinion(k, chars);
      k.expect(!k.canPlay(1, card, ostisen), 'Ostisen is no warrior');
      k.play(1, card, gorbag);
      const roll = resolveStrike(k, gorbag, [6, 6, 6, 6], 1);
      k.equal(roll?.prowess, k.card('Gorbag', 1).prowess ?? 0, 'no -3 for staying untapped');
      k.equal(k.s.status[gorbag], undefined, 'Gorbag stays untapped');
      k.expect(!k.s.mods.some((m) => m.inst === gorbag), 'the effect ends with the strike');
    },
  },
  {
    title: '"If wounded by the strike, his body check is modified by -1": Gorbag is wounded and his body counts -1',
    run: (k) => {
      const { chars, card } = minionAttackWindow(k, { names: NAMES, creature: 'Orc-watch', cards: 'Blow Turned' });
      const gorbag = chars[0] as number;
      assignEachMinion(k, chars);
      k.play(1, card, gorbag);
      resolveStrike(k, gorbag, [1, 1, 1, 1], 1);
      k.equal(rollOf(k, 'bodyCheck')?.body, (k.card('Gorbag', 1).body ?? 0) - 1, "Gorbag's body in the body check");
      k.equal(k.s.status[gorbag], 'wounded', 'Gorbag');
    },
  },
];
export default scenarios;
