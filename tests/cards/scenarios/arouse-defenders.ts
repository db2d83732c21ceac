import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: '"the prowess of one automatic-attack … is increased by 2 and cannot be canceled": Raider-hold\u2019s Men attack with 9 + 2 and go on after Bilbo taps for Concealment; a second copy cannot be played on the site',
    run: (k) => {
      const { id, chars, card, second } = movingWithHazard(k, 'Arouse Defenders', ['Bilbo', 'Aragorn II'], { from: 'Raider-hold', to: null, copies: 2 });
      k.play(1, card);
      k.expect(!k.canPlay(1, second), 'cannot be duplicated on Raider-hold');
      k.act(1, { type: 'passHazards' });
      const conceal = k.hand(0, 'Concealment');
      k.enterSite(id);
      const auto = k.card('Raider-hold').autoAttacks[0];
      k.equal(combatOf(k).attack.prowess, (auto?.prowess ?? 0) + 2, "the Men's prowess");
      k.play(0, conceal, chars[0] as number);
      k.equal(k.s.status[chars[0] as number], 'tapped', 'Bilbo taps for Concealment');
      k.equal(combatOf(k).attack.label, 'Raider-hold: Men', 'the automatic-attack under way');
    },
  },
  {
    title: 'not playable on a company at Weathertop (a Ruins & Lairs) nor at Bree (a Border-hold without an automatic-attack)',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Arouse Defenders', ['Aragorn II'], { from: 'Weathertop', to: null });
      k.expect(!k.canPlay(1, card), 'Weathertop is a Ruins & Lairs');
      k.s.stack = [];
      const other = k.company(0, ['Bilbo'], 'Bree');
      k.movement(other.id, null);
      k.expect(!k.canPlay(1, card), 'Bree has no automatic-attack');
    },
  },
];
export default scenarios;
