import type { Scenario } from '../kit/scenario';
import { handSize } from '../../../src-shared/engine/state';
import { ELOSTIRION_MINION_CASE, movesScenario, palantirScenarios } from '../helpers/palantiri';
import { minionKit } from '../kit/templates';

const name = 'Palantír of Elostirion';

const scenarios: Scenario[] = [
  ...palantirScenarios(name, true, [ELOSTIRION_MINION_CASE]),
  {
    title: '"If the bearer is a sage: your hand size increases by one and the bearer is able to use this Palantír this turn if he taps": Layos may; not Orc Veteran',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      const { chars } = k.company(0, ['Layos', 'Orc Veteran'], 'Minas Morgul');
      const [sage, orc] = chars as [number, number];
      k.deck(0, ['Orc-draughts', 'Orc-draughts']);
      const before = handSize(k.s, 0);
      const palantir = k.item(sage, name);
      k.equal(handSize(k.s, 0), before + 1, 'the hand size with a sage bearer');
      k.expect(!k.canUse(0, palantir, 0), 'not by tapping the Palantír alone');
      k.use(0, palantir, 1);
      k.equal(k.s.players[0]?.hand.length, 1, 'a card drawn');
      k.equal(k.s.status[sage], 'tapped', 'Layos taps');
      const other = k.item(orc, 'Palantír of Minas Tirith');
      void other;
      k.s.chars[sage]!.items = [];
      k.s.chars[orc]!.items.push(palantir);
      k.equal(handSize(k.s, 0), before, 'the hand size with Orc Veteran bearing it');
      k.expect(!k.canUse(0, palantir, 1), 'Orc Veteran, no sage, may not use it');
    },
  },
  movesScenario(name, true, '"Discard if the bearer moves": kept while he stays, discarded when he moves', [
    { names: ['Layos'], moves: false, kept: true },
    { names: ['Layos', 'Orc Veteran', 'Hendolen'], moves: true, kept: false },
  ]),
];
export default scenarios;
