import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { attackedWith } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: '"-1 to the prowess and -2 to the body of one strike against the bearer": Umagaur the Pale’s strike against Tarcil has prowess 13 and body 6; a second Poison cannot be used on it, nor Dorelas’s',
    run: (k0) => {
      const k = minionKit(k0);
      const w = attackedWith(k, ['Tarcil', 'Dorelas'], 'Poison', 'Umagaur the Pale');
      const [tarcil, dorelas] = w.chars as [number, number];
      const second = k.item(tarcil, 'Poison');
      const other = k.item(dorelas, 'Poison');
      k.act(0, { type: 'assignStrike', target: tarcil });
      k.passAll();
      k.expect(!k.canUse(0, other, 0, tarcil), 'not Dorelas’s Poison on the strike against Tarcil');
      k.use(0, w.inst, 0, tarcil);
      k.equal(k.where(w.inst), 'discard', 'Poison');
      k.expect(!k.canUse(0, second, 0, tarcil), '"Cannot be duplicated against a given strike"');
      k.rig([6, 6, 1, 1]);
      k.act(0, { type: 'resolveStrike', target: tarcil, stayUntapped: false });
      const strike = k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike');
      const body = k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strikeBodyCheck');
      k.equal(strike?.strikeProwess, 13, 'the strike’s prowess');
      k.equal(body?.body, 6, 'the strike’s body');
    },
  },
];
export default scenarios;
