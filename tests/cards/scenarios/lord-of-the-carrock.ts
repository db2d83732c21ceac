import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { attemptAt } from '../helpers/factions';
import type { Scenario } from '../kit/scenario';

const NAME = 'Lord of the Carrock';

/** The modifications Lord of the Carrock gave the influence roll. */
const carrock = (roll: unknown) => ((roll as RollEvent | undefined)?.mods ?? []).filter((m) => m.label === NAME).reduce((n, m) => n + m.value, 0);

const scenarios: Scenario[] = [
  {
    title: '"As a permanent-event, all influence attempts against Man factions are modified by -2" (Beornings at Beorn’s House: a roll that would make 9 makes 7, not greater than 7)',
    run: (k) => {
      const { card, roll } = attemptAt(k, 'Beornings', 'Aragorn II', 'Beorn’s House', NAME, 7, -2);
      k.equal(carrock(roll), -2, 'Lord of the Carrock\'s modification');
      k.equal(k.where(card), 'discard', 'Beornings');
    },
  },
  {
    title: 'a Dwarf faction is not a Man faction: Blue Mountain Dwarves\' attempt is not modified',
    run: (k) => {
      const { roll } = attemptAt(k, 'Blue Mountain Dwarves', 'Aragorn II', 'Blue Mountain Dwarf-hold', NAME, 11, 0);
      k.equal(carrock(roll), 0, 'Lord of the Carrock\'s modification');
    },
  },
];
export default scenarios;
