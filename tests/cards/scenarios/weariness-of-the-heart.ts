import { rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'played as an attack begins, the character gets -1 prowess until the end of the turn; a second copy on him is a corruption check instead',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
      const [aragorn] = chars as [number];
      const before = k.s.mods.length;
      const card = k.hand(1, 'Weariness of the Heart');
      const second = k.hand(1, 'Weariness of the Heart');
      k.creatureAttack(id, 'Orc-watch');
      k.expect(k.canPlay(1, card, aragorn), 'playable on a character of the attacked company');
      k.play(1, card, aragorn);
      const mod = k.s.mods.slice(before).find((m) => m.inst === aragorn && m.stat === 'prowess');
      k.equal(mod?.delta, -1, "Aragorn's prowess modifier");
      k.equal(mod?.until, undefined, 'the modifier lasts until the end of the turn');
      k.expect(rolls(k.events, 'corruption').length === 0, 'no corruption check');
      // A second attack on the company later in the turn.
      k.s.stack = [];
      k.creatureAttack(id, 'Orc-watch');
      k.expect(k.canPlay(1, second, aragorn), 'the second copy, as the next attack begins');
      k.rig([6, 6]);
      k.play(1, second, aragorn);
      k.equal(k.s.mods.filter((m) => m.inst === aragorn && m.stat === 'prowess').length, 1, 'the -1 prowess is not duplicated');
      k.expect(rolls(k.events, 'corruption').some((e) => e.inst === aragorn), 'Aragorn makes a corruption check');
    },
  },
  {
    title: 'played in the movement/hazard phase outside an attack, the character makes a corruption check; not playable on a character of another company',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
      const [, bilbo] = chars as [number, number];
      const elsewhere = k.company(0, ['Gimli'], 'Bree');
      k.item(bilbo, 'Glamdring');
      const card = k.hand(1, 'Weariness of the Heart');
      k.movement(id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, card, elsewhere.chars[0]), 'Gimli is in another company');
      k.rig([1, 1]);
      k.play(1, card, bilbo);
      const roll = rolls(k.events, 'corruption')[0];
      k.equal(roll?.inst, bilbo, 'who checks');
      k.expect(!k.s.mods.some((m) => m.inst === bilbo && m.stat === 'prowess'), 'no prowess modifier');
      k.equal(k.where(card), 'discard', 'Weariness of the Heart');
    },
  },
];
export default scenarios;
