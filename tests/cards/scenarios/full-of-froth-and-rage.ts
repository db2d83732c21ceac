import { combatOf } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { attackFigures, defeatAttackToItsEnd } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('Full of Froth and Rage'),
  {
    title: 'a Spider attack gets +2 prowess (not an Orc attack); when the Spiders are defeated the card is discarded',
    run: (k) => {
      const card = k.inPlay(1, 'Full of Froth and Rage');
      const orcs = attackFigures(k, 'Orc-watch');
      k.equal(orcs.prowess, orcs.baseProwess, 'Orc-watch prowess');
      k.s.stack = [];
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
      k.creatureAttack(id, 'Giant Spiders');
      k.equal(combatOf(k).attack.prowess, (k.card('Giant Spiders', 1).prowess ?? 0) + 2, 'Giant Spiders prowess');
      defeatAttackToItsEnd(k, chars);
      k.equal(k.where(card), 'discard', 'Full of Froth and Rage after the Spiders are defeated');
    },
  },
];
export default scenarios;
