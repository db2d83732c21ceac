import { itemInfluence } from '../../../src-shared/engine/effects/statics';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { atSite, notDuplicatedScenario, playFaction, rollMods } from '../helpers/itemInfluence';

/** Goblins of Goblin-gate need more than 8: 2 + 2 (direct influence) + 2 (Blazon) + 3 = 9; the dice give 9 with Blazon's +2. */
const blazonDice = (k: ScenarioKit) => (who: number): number[] => [1, 9 - k.unusedDI(who) - 2 - 1];

const scenarios: Scenario[] = [
  {
    title: 'Tarcil bearing Blazon of the Eye gets +2 when playing Goblins of Goblin-gate (and succeeds on a roll that needs it)',
    run: (k0) => {
      const k = minionKit(k0);
      const { f } = playFaction(k, 'Tarcil', 'Goblin-gate', 'Blazon of the Eye', 'Goblins of Goblin-gate', blazonDice(k));
      k.expect(rollMods(k, 'influence').some((m) => m.label === 'Blazon of the Eye' && m.value === 2), 'Blazon of the Eye +2 in the roll');
      k.equal(k.where(f), 'playArea', 'Goblins of Goblin-gate');
    },
  },
  {
    title: 'without Blazon of the Eye the same roll fails',
    run: (k0) => {
      const k = minionKit(k0);
      const { f } = playFaction(k, 'Tarcil', 'Goblin-gate', null, 'Goblins of Goblin-gate', blazonDice(k));
      k.equal(k.where(f), 'discard', 'Goblins of Goblin-gate');
    },
  },
  notDuplicatedScenario('Blazon of the Eye', 'Tarcil', 'Eradan', 'Goblin-gate', 'Goblins of Goblin-gate', true, 'Blazon of the Eye cannot be duplicated on a given character; another character may take it'),
  {
    title: 'Blazon of the Eye gives nothing against a character',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars } = atSite(k, ['Tarcil'], 'Goblin-gate');
      const who = chars[0] as number;
      k.item(who, 'Blazon of the Eye');
      k.equal(itemInfluence(k.s, who, k.spawn('Eradan')).length, 0, 'no bonus against Eradan');
    },
  },
];
export default scenarios;
