import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: "Mount Gram's Orcs automatic-attack gets +3 prowess this turn; a second copy cannot be played on the site",
    run: (k) => {
      const { id, card, second } = movingWithHazard(k, 'Arouse Minions', ['Aragorn II', 'Gimli', 'Legolas'], { from: 'Mount Gram', to: null, copies: 2 });
      k.play(1, card);
      k.equal(k.where(card), 'discard', 'Arouse Minions');
      k.expect(!k.canPlay(1, second), 'cannot be duplicated at Mount Gram');
      k.act(1, { type: 'passHazards' });
      k.enterSite(id);
      const auto = k.card('Mount Gram').autoAttacks[0];
      k.equal(combatOf(k).attack.prowess, (auto?.prowess ?? 0) + 3, "the Orcs' prowess");
    },
  },
  {
    title: "Carn Dûm's (a Dark-hold) automatic-attack gets +3 prowess",
    run: (k) => {
      const { id, card } = movingWithHazard(k, 'Arouse Minions', ['Aragorn II', 'Gimli', 'Legolas'], { from: 'Carn Dûm', to: null });
      k.play(1, card);
      k.act(1, { type: 'passHazards' });
      k.enterSite(id);
      const auto = k.card('Carn Dûm').autoAttacks[0];
      k.equal(combatOf(k).attack.prowess, (auto?.prowess ?? 0) + 3, "the Orcs' prowess");
    },
  },
  {
    title: 'not playable on a company moving to Weathertop (a Ruins & Lairs)',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Arouse Minions', ['Aragorn II'], { to: 'Weathertop', regions: ['Arthedain'] });
      k.expect(!k.canPlay(1, card), 'Weathertop is a Ruins & Lairs');
    },
  },
];
export default scenarios;
