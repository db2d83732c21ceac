import { expectCancelled } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionAttackWindow } from '../helpers/minionEvents';

const scenarios: Scenario[] = [
  {
    title: 'Hoarmûrath at Minas Morgul: the Wolves attacking another company of his player are cancelled; not played on Mauhúr',
    run: (k) => {
      let hoar = -1;
      const { chars, card, creature } = minionAttackWindow(k, {
        names: ['Mauhúr'],
        creature: 'Wolves',
        cards: 'Hoarmûrath Unleashed',
        prepare: () => (hoar = k.company(1, ['Hoarmûrath the Ringwraith'], 'Minas Morgul').chars[0] as number),
      });
      k.expect(!k.canPlay(1, card, chars[0]), 'Mauhúr is not Hoarmûrath');
      k.play(1, card, hoar);
      expectCancelled(k, creature, 'Wolves');
    },
  },
  {
    title: 'not without an attack (organization phase); not for a player without Hoarmûrath (Ren the Ringwraith\'s)',
    run: (k) => {
      const { card } = minionAttackWindow(k, { names: ['Ren the Ringwraith', 'Mauhúr'], creature: 'Wolves', cards: 'Hoarmûrath Unleashed' });
      k.expect(!k.canPlay(1, card), 'no Hoarmûrath');
      k.s.stack = [];
      k.phase('organization');
      const hoar = k.company(1, ['Hoarmûrath the Ringwraith'], 'Minas Morgul').chars[0] as number;
      k.expect(!k.canPlay(1, card, hoar), 'no attack in the organization phase');
    },
  },
];
export default scenarios;
