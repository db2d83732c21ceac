import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: "a company at Raider-hold faces its Men automatic-attack twice; not playable on a company moving to Weathertop (Ruins & Lairs)",
    run: (k) => {
      const { id, card } = movingWithHazard(k, 'Incite Defenders', ['Aragorn II', 'Gimli', 'Legolas', 'Faramir'], { from: 'Raider-hold', to: null });
      k.play(1, card);
      k.expect(!k.canPlay(1, k.hand(1, 'Incite Defenders')), 'cannot be duplicated on Raider-hold');
      k.enterSite(id);
      const auto = k.card('Raider-hold').autoAttacks[0];
      const c = combatOf(k);
      k.equal(c.queue.length, 1, 'the duplicate waits to be faced next');
      k.equal(c.queue[0]?.strikes, auto?.strikes, "the duplicate's strikes");
      const other = k.company(0, ['Bilbo'], 'Rivendell');
      k.s.stack = [];
      k.movement(other.id, 'Weathertop', ['Arthedain']);
      k.expect(!k.canPlay(1, k.hand(1, 'Incite Defenders')), 'Weathertop is no Border-hold or Free-hold');
    },
  },
];
export default scenarios;
