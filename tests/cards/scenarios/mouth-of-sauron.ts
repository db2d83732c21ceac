import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';

const NAME = 'Mouth of Sauron';

/** The hazard player's (seat 1's) discard pile. */
const discardPile = (k: ScenarioKit): number[] => k.s.sets[k.s.players[1]?.alignment ?? 'ringwraith']?.discards.play ?? [];

const scenarios: Scenario[] = [
  ...creatureScenarios(NAME),
  {
    title: '"If played as a short-event, bring any hazard card from your discard pile back into your hand" (Orc-patrol; Mouth of Sauron is discarded)',
    run: (k) => {
      const { card } = movingWithHazard(k, NAME);
      const patrol = k.spawn('Orc-patrol', 1);
      discardPile(k).push(patrol);
      k.play(1, card, patrol);
      k.equal(k.where(patrol), 'hand', 'Orc-patrol');
      k.expect(k.s.players[1]?.hand.includes(patrol) === true, 'in the hazard player\'s hand');
      k.equal(k.where(card), 'discard', NAME);
    },
  },
  {
    title: 'as a short-event it brings back a hazard card only: a resource in the discard pile (Dodge) cannot be its target',
    run: (k) => {
      const { card } = movingWithHazard(k, NAME);
      const dodge = k.spawn('Dodge', 1);
      discardPile(k).push(dodge);
      k.expect(!k.canPlay(1, card, dodge), 'Mouth of Sauron on Dodge');
    },
  },
  {
    title: '"May be played as a hazard creature (with one strike)": playCreature makes its one-strike attack, nothing comes back from the discard pile',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      const patrol = k.spawn('Orc-patrol', 1);
      discardPile(k).push(patrol);
      k.creatureAttack(id, NAME);
      k.equal(combatOf(k).attack.strikes, 1, 'strikes');
      k.equal(k.where(patrol), 'discard', 'Orc-patrol');
    },
  },
];
export default scenarios;
