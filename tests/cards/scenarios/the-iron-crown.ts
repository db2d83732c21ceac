import { bodyOf, directInfluence, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { attackWindow, expectCancelled } from '../kit/combatSteps';
import { minionKit } from '../kit/templates';
import { storedAt } from '../helpers/storing';

const name = 'The Iron Crown';

const scenarios: Scenario[] = [
  {
    title: '"+1 to body to a maximum of 10. +4 to direct influence": the Orc Veteran\'s body and direct influence; Gorbag\'s body 9 → 10',
    run: (k0) => {
      const k = minionKit(k0);
      const [vet, gorbag] = k.company(0, ['Orc Veteran', 'Gorbag'], 'Minas Morgul').chars as [number, number];
      const [body, di] = [bodyOf(k.s, vet), directInfluence(k.s, vet)];
      k.item(vet, name);
      k.equal(bodyOf(k.s, vet), body + 1, 'body');
      k.equal(directInfluence(k.s, vet), di + 4, 'direct influence');
      k.item(gorbag, name);
      k.equal(bodyOf(k.s, gorbag), 10, "Gorbag's body (9 + 1, to a maximum of 10)");
    },
  },
  {
    title: '"Bearer may tap The Iron Crown to cancel an attack by Orcs, Trolls, or Men against his company": Orc-watch cancelled; not Wolves',
    run: (k0) => {
      const k = minionKit(k0);
      let crown = -1;
      const w = attackWindow(k, { names: ['Orc Veteran', 'Tarcil'], creature: 'Orc-watch', cards: [], site: 'Minas Morgul', prepare: (chars) => { crown = k.item(chars[0] as number, name); } });
      const far = k.item(k.company(0, ['Gorbag'], 'Dol Guldur').chars[0] as number, name);
      k.expect(!k.canUse(0, far, 0), "Gorbag's, in another company: not an attack against his company");
      k.use(0, crown, 0);
      expectCancelled(k, w.creature, 'Orc-watch');
      k.equal(k.s.status[crown], 'tapped', name);
      const k2 = minionKit(k0);
      let other = -1;
      attackWindow(k2, { names: ['Orc Veteran'], creature: 'Wolves', cards: [], site: 'Minas Morgul', prepare: (chars) => { other = k2.item(chars[0] as number, name); } });
      k2.expect(!k2.canUse(0, other, 0), 'Wolves are neither Orcs, Trolls nor Men');
    },
  },
  {
    title: '"At the end of his untap phase, if the bearer is not a Ringwraith, he must make a corruption check": Tarcil checks, Eradan (no crown) does not',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars } = k.company(0, ['Tarcil', 'Eradan'], 'Minas Morgul');
      k.item(chars[0] as number, name);
      k.rig([6, 6, 6, 6, 6, 6]);
      const checks = k.toNextTurn(1).filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
      k.equal(checks.length, 1, 'corruption checks');
      k.equal(checks[0]?.inst, chars[0], 'Tarcil checks');
    },
  },
  storedAt(name, { minion: true, title: '"May be stored at Barad-dûr for 5 marshalling points": stored at Barad-dûr for 5; not at Dol Amroth', who: 'Orc Veteran', at: 'Barad-dûr', mp: 5, notAt: 'Dol Amroth' }),
];
export default scenarios;
