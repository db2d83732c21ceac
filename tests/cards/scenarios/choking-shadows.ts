import { pathTypes } from '../../../src-shared/engine/cards/vocab/hazards';
import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: "Weathertop's Wolves automatic-attack gets +2 prowess; it cannot be duplicated; not playable on a company moving to Bree without Doors of Night",
    run: (k) => {
      const { id, card, second } = movingWithHazard(k, 'Choking Shadows', ['Aragorn II', 'Gimli', 'Legolas'], { to: 'Weathertop', regions: ['Arthedain'], copies: 2 });
      k.play(1, card);
      k.expect(!k.canPlay(1, second), 'it cannot be duplicated');
      k.act(1, { type: 'passHazards' });
      k.enterSite(id);
      const auto = k.card('Weathertop').autoAttacks[0];
      k.equal(combatOf(k).attack.prowess, (auto?.prowess ?? 0) + 2, 'the Wolves prowess');
      k.s.stack = [];
      k.s.turn.effectsUsed = [];
      const other = k.company(0, ['Bilbo'], 'Rivendell');
      k.movement(other.id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, second), 'Bree is no Ruins & Lairs and Doors of Night is not in play');
    },
  },
  {
    title: 'with Doors of Night in play, a Wilderness of the site path is a Shadow-land this turn',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.movement(id, 'Bree', ['Arthedain']);
      k.play(1, k.hand(1, 'Choking Shadows'));
      k.equal(pathTypes(k.s, k.companyById(id)).join(''), 'sw', 'the site path (Rhudaur, Arthedain)');
    },
  },
  {
    title: 'with Doors of Night in play, a Ruins & Lairs without an automatic-attack is a Shadow-hold this turn: Orc-guard (keyed to a Shadow-hold) can attack there',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      k.equal(k.card('Framsburg').autoAttacks.length, 0, "Framsburg's automatic-attacks");
      const { id } = k.company(0, ['Aragorn II'], 'Framsburg');
      const orcs = k.hand(1, 'Orc-guard');
      k.movement(id, null);
      const canAttack = () => k.legal(1).some((a) => (a.type === 'playCreature' || a.type === 'playCard') && a.inst === orcs);
      k.expect(!canAttack(), 'Orc-guard cannot attack at a Ruins & Lairs');
      k.play(1, k.hand(1, 'Choking Shadows'));
      k.equal(k.s.turn.sitesAs?.[k.card('Framsburg').key], 'S', 'Framsburg is a Shadow-hold');
      k.expect(canAttack(), 'Orc-guard can attack at a Shadow-hold');
    },
  },
];
export default scenarios;
