import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'after a Dragon attack this turn, a Giant Spiders attack on the company gets +2 prowess; Wargs are unchanged without Doors of Night',
    run: (k) => {
      const { id, card } = movingWithHazard(k, 'Worm’s Stench', ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo']);
      k.s.turn.attacksFaced = { [id]: ['Dragon'] };
      k.play(1, card);
      const spiders = k.card('Giant Spiders', 1);
      k.creatureAttack(id, 'Giant Spiders');
      k.equal(combatOf(k).attack.prowess, (spiders.prowess ?? 0) + 2, 'Giant Spiders prowess');
      k.equal(combatOf(k).attack.strikes, spiders.strikes, 'Giant Spiders strikes');
      k.s.stack = [];
      k.movement(id, 'Bree', ['Arthedain']);
      const wargs = k.card('Wargs', 1);
      k.creatureAttack(id, 'Wargs');
      k.equal(combatOf(k).attack.prowess, wargs.prowess ?? 0, 'Wargs prowess');
      k.equal(combatOf(k).attack.strikes, wargs.strikes, 'Wargs strikes');
    },
  },
  {
    title: 'with Doors of Night in play, Wargs get +2 prowess and +1 strike and Giant Spiders +2 prowess and +1 strike',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      const { id, card } = movingWithHazard(k, 'Worm’s Stench', ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo']);
      k.s.turn.attacksFaced = { [id]: ['Dragon'] };
      k.play(1, card);
      const wargs = k.card('Wargs', 1);
      k.creatureAttack(id, 'Wargs');
      k.equal(combatOf(k).attack.prowess, (wargs.prowess ?? 0) + 2, 'Wargs prowess');
      k.equal(combatOf(k).attack.strikes, wargs.strikes + 1, 'Wargs strikes');
      k.s.stack = [];
      k.movement(id, 'Bree', ['Arthedain']);
      const spiders = k.card('Giant Spiders', 1);
      k.creatureAttack(id, 'Giant Spiders');
      k.equal(combatOf(k).attack.prowess, (spiders.prowess ?? 0) + 2, 'Giant Spiders prowess');
      k.equal(combatOf(k).attack.strikes, spiders.strikes + 1, 'Giant Spiders strikes');
    },
  },
  {
    title: 'not playable on a company that has faced no Dragon attack this turn (a Wolves attack only)',
    run: (k) => {
      const { id, card } = movingWithHazard(k, 'Worm’s Stench', ['Aragorn II']);
      k.s.turn.attacksFaced = { [id]: ['Wolves'] };
      k.expect(!k.canPlay(1, card), 'no Dragon or Drake attack faced');
    },
  },
];
export default scenarios;
