import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { defeatAttack } from '../helpers/hazardAttacks';

const scenarios: Scenario[] = [
  {
    title: "a company at Mount Gram faces its Orcs automatic-attack twice; a second copy cannot be played on the site",
    run: (k) => {
      const { id, chars, card, second } = movingWithHazard(k, 'Incite Minions', ['Aragorn II', 'Gimli', 'Legolas'], { from: 'Mount Gram', to: null, copies: 2 });
      k.play(1, card);
      k.equal(k.where(card), 'discard', 'Incite Minions');
      k.expect(!k.canPlay(1, second), 'cannot be duplicated on Mount Gram');
      k.act(1, { type: 'passHazards' });
      const auto = k.card('Mount Gram').autoAttacks[0];
      k.enterSite(id);
      const c = combatOf(k);
      k.equal(c.queue.length, 1, 'the duplicate waits to be faced next');
      k.equal(c.queue[0]?.strikes, auto?.strikes, "the duplicate's strikes");
      k.equal(c.queue[0]?.prowess, auto?.prowess, "the duplicate's prowess");
      defeatAttack(k, chars);
      k.equal(combatOf(k).attack.source, 'auto', 'the duplicate is an automatic-attack too');
    },
  },
  {
    title: 'not playable on a company moving to Weathertop (a Ruins & Lairs) nor to Bree (a Border-hold)',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Incite Minions', ['Aragorn II'], { to: 'Weathertop', regions: ['Arthedain'] });
      k.expect(!k.canPlay(1, card), 'Weathertop is a Ruins & Lairs');
      k.s.stack = [];
      const other = k.company(0, ['Bilbo'], 'Rivendell');
      k.movement(other.id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, card), 'Bree is a Border-hold');
    },
  },
];
export default scenarios;
