import { combatOf } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { defeatAttack } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('The Moon Is Dead'),
  {
    title: "Barrow-downs' Undead automatic-attack is faced twice, with +1 strike and +1 prowess",
    run: (k) => {
      const plain = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Barrow-downs');
      k.enterSite(plain.id);
      k.equal(combatOf(k).queue.length, 0, 'without the card, one automatic-attack');
      const auto = k.card('Barrow-downs').autoAttacks[0];
      k.s.stack = [];
      k.s.turn.siteDone = [];
      k.inPlay(1, 'The Moon Is Dead');
      const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Barrow-downs');
      k.enterSite(id);
      const c = combatOf(k);
      k.equal(c.queue.length, 1, 'the automatic-attack waiting to be faced again');
      k.equal(c.attack.strikes, (auto?.strikes ?? 0) + 1, 'strikes');
      k.equal(c.attack.prowess, (auto?.prowess ?? 0) + 1, 'prowess');
    },
  },
  {
    title: 'discarded when an Undead attack is defeated',
    run: (k) => {
      const card = k.inPlay(1, 'The Moon Is Dead');
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
      k.creatureAttack(id, 'Barrow-wight');
      k.equal(combatOf(k).attack.strikes, 2, 'Barrow-wight strikes');
      defeatAttack(k, chars);
      k.equal(k.where(card), 'discard', 'The Moon Is Dead');
    },
  },
];
export default scenarios;
