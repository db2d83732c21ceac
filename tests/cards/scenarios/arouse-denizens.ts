import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: "Weathertop's Wolves automatic-attack gets +3 prowess this turn; a second copy cannot be played on the site",
    run: (k) => {
      const { id, card, second } = movingWithHazard(k, 'Arouse Denizens', ['Aragorn II', 'Gimli', 'Legolas'], { to: 'Weathertop', regions: ['Arthedain'], copies: 2 });
      k.play(1, card);
      k.equal(k.where(card), 'discard', 'Arouse Denizens');
      k.expect(!k.canPlay(1, second), 'cannot be duplicated on Weathertop');
      k.act(1, { type: 'passHazards' });
      k.enterSite(id);
      const auto = k.card('Weathertop').autoAttacks[0];
      k.equal(combatOf(k).attack.prowess, (auto?.prowess ?? 0) + 3, "the Wolves' prowess");
    },
  },
  {
    title: 'not playable on a company moving to Bree (a Border-hold) nor to Mount Gram (a Shadow-hold)',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Arouse Denizens', ['Aragorn II']);
      k.expect(!k.canPlay(1, card), 'Bree is a Border-hold');
      k.s.stack = [];
      const other = k.company(0, ['Bilbo'], 'Mount Gram');
      k.movement(other.id, null);
      k.expect(!k.canPlay(1, card), 'Mount Gram is a Shadow-hold');
    },
  },
];
export default scenarios;
