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
    title: 'with the hazard limit reached, the announced Wolves may still be played ("do not count against the hazard limit"), Ghouls may not',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
      const card = k.hand(1, 'Two or Three Tribes Present');
      const ghouls = k.hand(1, 'Ghouls');
      const wolves = k.hand(1, 'Wolves');
      k.movement(id, 'Bree', ['Arthedain']);
      k.play(1, card);
      // The position: the other hazards of the phase already played up to the limit.
      const step = k.s.stack.find((x) => x.kind === 'mhHazards') as { played: number; limit: number };
      step.played = step.limit;
      k.equal(k.refused(1, { type: 'playCreature', inst: ghouls }).code, 'HAZARD_LIMIT', 'Ghouls count against the limit');
      k.expect(k.legal(1).some((a) => a.type === 'playCreature' && a.inst === wolves), 'the Wolves are offered');
      k.act(1, { type: 'playCreature', inst: wolves });
      k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'the Wolves attack');
      k.equal(step.played, step.limit, 'still at the limit');
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
