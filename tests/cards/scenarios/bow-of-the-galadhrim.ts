import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'Legolas (an Elf warrior) bearing it attacks a minion company at Moria: a roll per non-unique minion ally (War-wolf, mind 1): 12 discards one, 2 keeps the other',
    run: (k) => {
      const { id, chars } = k.company(0, ['Legolas'], 'Moria');
      k.item(chars[0] as number, 'Bow of the Galadhrim');
      const foe = k.company(1, ['Tarcil'], 'Moria');
      const wolves = [k.ally(foe.chars[0] as number, 'War-wolf'), k.ally(foe.chars[0] as number, 'War-wolf')];
      k.phase('site');
      k.rig([6, 6, 1, 1]);
      k.act(0, { type: 'attackCompany', companyId: id, targetCompanyId: foe.id, attackers: chars });
      k.equal(k.where(wolves[0] as number), 'discard', 'the first War-wolf (12 > 6)');
      k.equal(k.where(wolves[1] as number), 'character', 'the second War-wolf (2)');
    },
  },
  {
    title: 'attacked by a minion company: the roll is made too; a bearer who is not an Elf warrior (Aragorn II) makes none',
    run: (k0) => {
      const k = minionKit(k0);
      const attacker = k.company(0, ['Tarcil'], 'Moria');
      const wolf = k.ally(attacker.chars[0] as number, 'War-wolf');
      const elf = k.company(1, ['Legolas'], 'Moria');
      k.item(elf.chars[0] as number, 'Bow of the Galadhrim');
      k.phase('site');
      k.rig([6, 6]);
      k.act(0, { type: 'attackCompany', companyId: attacker.id, targetCompanyId: elf.id, attackers: attacker.chars });
      k.equal(k.where(wolf), 'discard', 'War-wolf');
      const k2 = minionKit(k0);
      const a2 = k2.company(0, ['Tarcil'], 'Moria');
      const wolf2 = k2.ally(a2.chars[0] as number, 'War-wolf');
      const man = k2.company(1, ['Aragorn II'], 'Moria');
      k2.item(man.chars[0] as number, 'Bow of the Galadhrim');
      k2.phase('site');
      k2.rig([6, 6]);
      k2.act(0, { type: 'attackCompany', companyId: a2.id, targetCompanyId: man.id, attackers: a2.chars });
      k2.equal(k2.where(wolf2), 'character', 'War-wolf (no Elf warrior)');
      k2.expect(!k2.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'cardEffect'), 'no roll');
    },
  },
];
export default scenarios;
