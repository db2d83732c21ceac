import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { discarded, hazardsPlayed } from '../helpers/hazardPhase';

const scenarios: Scenario[] = [
  {
    title: 'Ghouls come back from the discard pile and attack a company moving through Angmar at -1 prowess',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Exhalation of Decay', ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo', 'Frodo'], { to: 'Mount Gram', regions: ['Angmar'] });
      // (Put in the discard pile after the movement draws, which would reshuffle it into an empty play deck.)
      const [ghouls, orcs] = discarded(k, 'Ghouls', 'Orc-watch') as [number, number];
      k.expect(!k.canPlay(1, card, orcs), 'Orc-watch is no Undead');
      k.play(1, card, ghouls);
      const a = combatOf(k).attack;
      k.equal(a.creature, ghouls, 'the attacking creature');
      k.equal(a.prowess, (k.card('Ghouls', 1).prowess ?? 0) - 1, 'prowess');
      k.expect(!(k.s.sets.ringwraith?.discards.play as number[]).includes(ghouls), 'Ghouls left the discard pile');
      k.equal(hazardsPlayed(k, true), 1, 'only Exhalation of Decay counts against the hazard limit');
    },
  },
  {
    title: 'not playable when the Undead cannot attack the company (moving through Wildernesses only)',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Exhalation of Decay');
      const [ghouls] = discarded(k, 'Ghouls') as [number];
      k.expect(!k.canPlay(1, card, ghouls), 'Ghouls are not keyed to Rhudaur and Arthedain');
    },
  },
];
export default scenarios;
