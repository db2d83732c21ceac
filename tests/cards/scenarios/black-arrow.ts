import type { Scenario } from '../kit/scenario';
import { attackedWith, attackNow, notFromAnotherCompany } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: 'Bard Bowman (a Man warrior) taps it: the attack has -1 prowess and -1 body; the arrow stays',
    run: (k) => {
      const { inst } = attackedWith(k, ['Bard Bowman', 'Bilbo'], 'Black Arrow', 'Olog Warlords');
      const before = attackNow(k);
      notFromAnotherCompany(k, 'Black Arrow');
      k.use(0, inst, 0);
      const after = attackNow(k);
      k.equal(after?.prowess, (before?.prowess ?? 0) - 1, 'prowess');
      k.equal(after?.body, (before?.body ?? 0) - 1, 'body');
      k.equal(k.s.status[inst], 'tapped', 'Black Arrow');
      k.equal(k.where(inst), 'character', 'Black Arrow');
    },
  },
  {
    title: 'Gimli (a Dwarf warrior) taps it: it is discarded; Bilbo (no warrior) cannot',
    run: (k) => {
      const { chars, inst } = attackedWith(k, ['Gimli', 'Bilbo'], 'Black Arrow', 'Orc-watch');
      const other = k.item(chars[1] as number, 'Black Arrow');
      k.expect(!k.canUse(0, other, 0), 'not for Bilbo (no warrior)');
      k.use(0, inst, 0);
      k.equal(k.where(inst), 'discard', 'Black Arrow');
    },
  },
];
export default scenarios;
