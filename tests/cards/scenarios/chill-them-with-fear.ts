import type { Scenario } from '../kit/scenario';
import { combatOf } from '../kit/hazardSteps';
import { bonusScenario } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const NAME = 'Chill Them with Fear';

/** Knights of the Prince (Dúnedain) played on a company moving through Anórien, with the event (and Doors of Night) in play. */
function dunedain(doors: boolean, strikes: number, prowess: number): Scenario {
  return {
    title: `a Dúnadan attack (Knights of the Prince) gets +${strikes} strikes and +${prowess} prowess${doors ? ' with Doors of Night in play' : ''}`,
    run: (k) => {
      k.inPlay(1, NAME);
      if (doors) k.inPlay(1, 'Doors of Night');
      const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo'], 'Lórien');
      k.movement(id, 'Rivendell', ['Anórien']);
      k.act(1, { type: 'playCreature', inst: k.hand(1, 'Knights of the Prince') });
      const card = k.card('Knights of the Prince', 1);
      k.equal(combatOf(k).attack.strikes, card.strikes + strikes, 'strikes');
      k.equal(combatOf(k).attack.prowess, (card.prowess ?? 0) + prowess, 'prowess');
    },
  };
}

const scenarios: Scenario[] = [
  staysInPlay(NAME, `${NAME} cannot be duplicated`),
  bonusScenario('an Elf attack (Elf-lord Revealed in Wrath) gets +2 strikes and +2 prowess', NAME, 'Elf-lord Revealed in Wrath', 2, 2),
  bonusScenario('a Dwarf attack (Dwarven Travelers) gets +2 strikes and +2 prowess', NAME, 'Dwarven Travelers', 2, 2),
  bonusScenario('with Doors of Night in play, a Dwarf attack gets +1 strike and +1 prowess', NAME, 'Dwarven Travelers', 1, 1, true),
  dunedain(false, 2, 2),
  dunedain(true, 1, 1),
  bonusScenario('an Orc attack (Orc-watch) is not changed', NAME, 'Orc-watch', 0, 0),
];
export default scenarios;
