import { prowessOf } from '../../../src-shared/engine/cards/cardApi';
import { isOvert } from '../../../src-shared/engine/overt';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { playedAtScenario } from '../helpers/allies';
import { attackedWith } from '../helpers/inPlay';

const name = 'Great Lord of Goblin-gate';

const scenarios: Scenario[] = [
  playedAtScenario({ name, minion: true, at: { site: 'Goblin-gate', tapped: false }, notAt: 'Moria' }),
  {
    title: '"Tap to give +2 prowess to all Orcs in its company: against one attack": Orc Tracker +2, Tarcil (a Man) unchanged; the company is overt',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars, inst } = attackedWith(k, ['Orc Tracker', 'Tarcil'], name, 'Wolves', 'ally');
      const [orc, man] = chars as [number, number];
      k.expect(isOvert(k.s, id), "Its controlling character's company is overt");
      const before = [prowessOf(k.s, orc), prowessOf(k.s, man)];
      k.use(0, inst, 0);
      k.equal(k.s.status[inst], 'tapped', name);
      k.equal(prowessOf(k.s, orc), (before[0] as number) + 2, 'Orc Tracker');
      k.equal(prowessOf(k.s, man), before[1], 'Tarcil');
    },
  },
  {
    title: 'not outside an attack on its company; not when tapped',
    run: (k0) => {
      const k = minionKit(k0);
      const far = k.company(0, ['Orc Tracker'], 'Dol Guldur').chars[0] as number;
      const away = k.ally(far, name);
      const { inst } = attackedWith(k, ['Tarcil'], 'Orc-draughts', 'Wolves');
      k.expect(inst >= 0, 'the attack on another company');
      k.expect(!k.canUse(0, away, 0), 'not for an attack on another company');
      const k2 = minionKit(k0);
      const own = attackedWith(k2, ['Orc Tracker'], name, 'Wolves', 'ally');
      k2.s.status[own.inst] = 'tapped';
      k2.expect(!k2.canUse(0, own.inst, 0), 'not when tapped');
    },
  },
];
export default scenarios;
