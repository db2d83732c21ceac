import { currentCombat } from '../../../src-shared/engine/cards/cardApi';
import { attackWindow } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const name = 'Sated Beast';

const scenarios: Scenario[] = [
  {
    title: '"Target ahunt Dragon manifestation is discarded": Smaug Ahunt, in the organization phase; not Doors of Night',
    run: (k) => {
      k.company(0, ['Aragorn II'], 'Rivendell');
      const ahunt = k.inPlay(1, 'Smaug Ahunt');
      const doors = k.inPlay(1, 'Doors of Night');
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, doors), 'Doors of Night is no ahunt manifestation');
      k.expect(!k.canPlay(0, card, null), 'no attack');
      k.play(0, card, ahunt);
      k.equal(k.where(ahunt), 'discard', 'Smaug Ahunt');
    },
  },
  {
    title: '"This card may also be played during opponent’s movement/hazard phase": Scatha Ahunt discarded by the Wizard player as the Ringwraith player’s company moves, not during that player’s organization phase',
    run: (k) => {
      minionTurn(k);
      const { id } = k.company(1, ['Gorbag'], 'Minas Morgul');
      const ahunt = k.inPlay(0, 'Scatha Ahunt');
      const card = k.hand(0, name);
      k.phase('organization');
      k.expect(!k.canPlay(0, card, ahunt), 'not in the opponent’s organization phase');
      k.movement(id, 'Barad-dûr', ['Gorgoroth']);
      k.play(0, card, ahunt);
      k.equal(k.where(ahunt), 'discard', 'Scatha Ahunt');
    },
  },
  {
    title: '"if Doors of Night is in play, decreases the number of strikes from one Dragon or Drake attack by one": Marsh-drake’s 2 strikes to 1',
    run: (k) => {
      const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Marsh-drake', cards: name, prepare: () => k.inPlay(1, 'Doors of Night') });
      k.play(0, card, null);
      k.equal(currentCombat(k.s)?.attack.strikes, 1, 'strikes');
    },
  },
  {
    title: '"(to a minimum of one)": Rain-drake keeps its one strike',
    run: (k) => {
      const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Rain-drake', cards: name, prepare: () => k.inPlay(1, 'Doors of Night') });
      k.play(0, card, null);
      k.equal(currentCombat(k.s)?.attack.strikes, 1, 'strikes');
    },
  },
  {
    title: 'not on Marsh-drake’s attack without Doors of Night, nor on Wolves with it',
    run: (k) => {
      const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Marsh-drake', cards: name });
      k.expect(!k.canPlay(0, card, null), 'no Doors of Night');
      k.s.stack = [];
      const wolves = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Wolves', cards: name, prepare: () => k.inPlay(1, 'Doors of Night') });
      k.expect(!k.canPlay(0, wolves.card, null), 'Wolves are no Dragon or Drake');
    },
  },
];
export default scenarios;
