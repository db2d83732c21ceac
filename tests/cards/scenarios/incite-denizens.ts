import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { defeatAttack } from '../helpers/hazardAttacks';

const scenarios: Scenario[] = [
  {
    title: "a company moving to Weathertop faces its Wolves automatic-attack twice; a second copy cannot be played on the site; not playable on a company moving to Bree",
    run: (k) => {
      const { id, chars, card, second } = movingWithHazard(k, 'Incite Denizens', ['Aragorn II', 'Gimli', 'Legolas'], { to: 'Weathertop', regions: ['Arthedain'], copies: 2 });
      k.play(1, card);
      k.equal(k.where(card), 'discard', 'Incite Denizens');
      k.expect(!k.canPlay(1, second), 'cannot be duplicated on Weathertop');
      k.act(1, { type: 'passHazards' });
      const auto = k.card('Weathertop').autoAttacks[0];
      k.enterSite(id);
      const c = combatOf(k);
      k.equal(c.attack.source, 'auto', 'an automatic-attack');
      k.equal(c.queue.length, 1, 'the duplicate waits to be faced next');
      k.equal(c.queue[0]?.strikes, auto?.strikes, "the duplicate's strikes");
      k.equal(c.queue[0]?.prowess, auto?.prowess, "the duplicate's prowess");
      defeatAttack(k, chars);
      k.equal(combatOf(k).attack.source, 'auto', 'the duplicate is an automatic-attack too');
      const other = k.company(0, ['Bilbo'], 'Rivendell');
      k.s.stack = [];
      k.movement(other.id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, k.hand(1, 'Incite Denizens')), 'Bree is a Border-hold');
    },
  },
];
export default scenarios;
