import { combatOf } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { attackFigures, defeatAttack, defeatAttackToItsEnd } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('Redoubled Force'),
  {
    title: '"All Orc and Troll automatic-attacks receive +3 strikes and +2 prowess": Dimrill Dale’s Orcs 1/6 → 4/8; Orc-watch (a creature) unchanged; "Discard this card when such an automatic-attack is defeated"',
    run: (k) => {
      const card = k.inPlay(1, 'Redoubled Force');
      const watch = attackFigures(k, 'Orc-watch');
      k.equal(watch.strikes, watch.baseStrikes, 'Orc-watch strikes');
      k.equal(watch.prowess, watch.baseProwess, 'Orc-watch prowess');
      k.s.stack = [];
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo'], 'Dimrill Dale');
      k.phase('site');
      k.enterSite(id);
      const a = combatOf(k).attack;
      k.equal(a.strikes, 4, 'the automatic-attack’s strikes');
      k.equal(a.prowess, 8, 'the automatic-attack’s prowess');
      k.equal(k.where(card), 'playArea', 'Redoubled Force while the attack goes on');
      defeatAttack(k, chars);
      k.equal(k.where(card), 'discard', 'Redoubled Force after the Orcs are defeated');
    },
  },
  {
    title: 'a defeated Orc creature attack (Orc-watch) does not discard it',
    run: (k) => {
      const card = k.inPlay(1, 'Redoubled Force');
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo'], 'Rivendell');
      k.creatureAttack(id, 'Orc-watch');
      defeatAttackToItsEnd(k, chars);
      k.equal(k.where(card), 'playArea', 'Redoubled Force');
    },
  },
];
export default scenarios;
