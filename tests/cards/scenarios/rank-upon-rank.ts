import { combatOf } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { attackFigures, defeatAttack } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('Rank upon Rank'),
  {
    title: 'a Man attack gets +1 strike and +1 prowess; when it is defeated the card is discarded',
    run: (k) => {
      const card = k.inPlay(1, 'Rank upon Rank');
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
      k.creatureAttack(id, 'Brigands');
      const base = k.card('Brigands', 1);
      k.equal(combatOf(k).attack.strikes, base.strikes + 1, 'Brigands strikes');
      k.equal(combatOf(k).attack.prowess, (base.prowess ?? 0) + 1, 'Brigands prowess');
      defeatAttack(k, chars);
      k.equal(k.where(card), 'discard', 'Rank upon Rank after the Brigands are defeated');
    },
  },
  {
    title: 'a Giant attack gets the bonuses only with Doors of Night in play',
    run: (k) => {
      k.inPlay(1, 'Rank upon Rank');
      const plain = attackFigures(k, 'Giant');
      k.equal(plain.strikes, plain.baseStrikes, 'Giant strikes without Doors of Night');
      k.equal(plain.prowess, plain.baseProwess, 'Giant prowess without Doors of Night');
      k.s.stack = [];
      k.inPlay(1, 'Doors of Night');
      const dark = attackFigures(k, 'Giant');
      k.equal(dark.strikes, dark.baseStrikes + 1, 'Giant strikes with Doors of Night');
      k.equal(dark.prowess, dark.baseProwess + 1, 'Giant prowess with Doors of Night');
    },
  },
];
export default scenarios;
