import type { Scenario } from '../kit/scenario';
import { attackFigures } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('Plague of Wights'),
  {
    title: 'an Undead attack gets +1 prowess, its strikes unchanged; an Orc attack is not changed',
    run: (k) => {
      k.inPlay(1, 'Plague of Wights');
      const f = attackFigures(k, 'Ghouls');
      k.equal(f.prowess, f.baseProwess + 1, 'Ghouls prowess');
      k.equal(f.strikes, f.baseStrikes, 'Ghouls strikes');
      k.s.stack = [];
      const orcs = attackFigures(k, 'Orc-watch');
      k.equal(orcs.prowess, orcs.baseProwess, 'Orc-watch prowess');
    },
  },
  {
    title: 'with Doors of Night in play, the strikes of an Undead attack are doubled',
    run: (k) => {
      k.inPlay(1, 'Plague of Wights');
      k.inPlay(1, 'Doors of Night');
      const f = attackFigures(k, 'Ghouls');
      k.equal(f.strikes, f.baseStrikes * 2, 'Ghouls strikes');
      k.equal(f.prowess, f.baseProwess + 1, 'Ghouls prowess');
    },
  },
];
export default scenarios;
