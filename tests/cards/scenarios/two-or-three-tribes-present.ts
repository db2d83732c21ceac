import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { hazardsPlayed } from '../helpers/hazardPhase';

const scenarios: Scenario[] = [
  {
    title: 'Wolves announced (Undead cannot be): a Wolves attack on the company does not count against the hazard limit',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
      const card = k.hand(1, 'Two or Three Tribes Present');
      k.hand(1, 'Ghouls');
      k.hand(1, 'Ghouls');
      const wolves = k.hand(1, 'Wolves');
      k.movement(id, 'Bree', ['Arthedain']);
      k.play(1, card);
      k.equal(k.s.turn.freeCreatures?.[0]?.race, k.card('Wolves', 1).race, 'the type announced');
      const played = () => hazardsPlayed(k, true);
      k.equal(played(), 1, 'Two or Three Tribes Present counts against the limit');
      k.act(1, { type: 'playCreature', inst: wolves });
      k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'the Wolves attack');
      k.equal(played(), 1, 'the Wolves do not count');
    },
  },
  {
    title: 'not playable on a company moving through a single Wilderness',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Two or Three Tribes Present', ['Aragorn II'], { to: 'Ettenmoors' });
      k.expect(!k.canPlay(1, card), 'Rhudaur alone is one Wilderness');
    },
  },
];
export default scenarios;
