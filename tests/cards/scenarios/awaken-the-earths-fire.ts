import { pathTypes } from '../../../src-shared/engine/cards/vocab/hazards';
import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: "Mount Gram's Orcs automatic-attack gets +2 prowess; it cannot be duplicated",
    run: (k) => {
      const { id, card, second } = movingWithHazard(k, 'Awaken the Earth’s Fire', ['Aragorn II', 'Gimli', 'Legolas'], { from: 'Mount Gram', to: null, copies: 2 });
      k.play(1, card);
      k.expect(!k.canPlay(1, second), 'it cannot be duplicated');
      k.act(1, { type: 'passHazards' });
      k.enterSite(id);
      const auto = k.card('Mount Gram').autoAttacks[0];
      k.equal(combatOf(k).attack.prowess, (auto?.prowess ?? 0) + 2, "the Orcs' prowess");
    },
  },
  {
    title: 'with Doors of Night in play, the Shadow-land of a site path (Angmar, towards Zarak Dûm) is a Dark-domain this turn',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      const { id, card } = movingWithHazard(k, 'Awaken the Earth’s Fire', ['Aragorn II'], { to: 'Zarak Dûm', regions: ['Angmar'] });
      k.equal(pathTypes(k.s, k.companyById(id)).join(''), 'ws', 'the site path (Rhudaur, Angmar) before');
      k.play(1, card);
      k.equal(pathTypes(k.s, k.companyById(id)).join(''), 'wd', 'the site path after');
    },
  },
  {
    title: 'at Mount Doom (a Shadow-hold without automatic-attacks): not playable without Doors of Night; with it, Mount Doom is a Dark-hold this turn',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Awaken the Earth’s Fire', ['Aragorn II'], { from: 'Mount Doom', to: null });
      k.expect(!k.canPlay(1, card), 'no automatic-attack and no Doors of Night');
      k.inPlay(1, 'Doors of Night');
      k.play(1, card);
      k.equal(k.s.turn.sitesAs?.[k.card('Mount Doom').key], 'D', 'Mount Doom is a Dark-hold');
    },
  },
];
export default scenarios;
