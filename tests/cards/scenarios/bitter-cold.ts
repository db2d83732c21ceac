import { currentCombat } from '../../../src-shared/engine/cards/cardApi';
import { expectCorruptionMod, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';
import { minionAttackWindow } from '../helpers/minionEvents';

const TROLLS = 'Trolls from the Mountains';

const scenarios: Scenario[] = [
  {
    title: 'Hador (sorcery) in the organization phase: a corruption check modified by -4, then "All attacks against the character’s company suffer a -1 modification to prowess and body this turn" (Trolls from the Mountains 12/5 → 11/4); not on Mauhúr (no sorcery), nor on an opponent’s Hador',
    run: (k) => {
      minionTurn(k);
      k.phase('organization');
      const { id, chars } = k.company(1, ['Hador', 'Mauhúr'], 'Minas Morgul');
      const [hador, mauhur] = chars as [number, number];
      const card = k.hand(1, 'Bitter Cold');
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr cannot use sorcery');
      const theirs = k.company(0, ['Hador'], 'Rivendell').chars[0] as number;
      k.expect(!k.canPlay(1, card, theirs), 'not on an opponent’s sorcery-user');
      k.rig([6, 6]);
      k.play(1, card, hador);
      expectCorruptionMod(k, -4, { inst: hador, what: 'Hador makes the check' });
      k.creatureAttack(id, TROLLS, 0);
      const a = currentCombat(k.s)?.attack;
      k.equal(a?.prowess, (k.card(TROLLS, 0).prowess ?? 0) - 1, "the Trolls' prowess");
      k.equal(a?.body, (k.card(TROLLS, 0).body ?? 0) - 1, "the Trolls' body");
    },
  },
  {
    title: 'Hoarmûrath the Ringwraith (sorcery) facing Trolls from the Mountains: that attack gets -1 prowess and -1 body, no corruption check; an attack on another company of his is unchanged',
    run: (k) => {
      const { chars } = minionAttackWindow(k, { names: ['Hoarmûrath the Ringwraith'], creature: TROLLS, cards: [] });
      const card = k.hand(1, 'Bitter Cold');
      k.play(1, card, chars[0] as number);
      k.expect(!rollOf(k, 'corruption'), 'no corruption check');
      const a = currentCombat(k.s)?.attack;
      k.equal(a?.prowess, (k.card(TROLLS, 0).prowess ?? 0) - 1, "the Trolls' prowess");
      k.equal(a?.body, (k.card(TROLLS, 0).body ?? 0) - 1, "the Trolls' body");
      k.s.stack = [];
      const other = k.company(1, ['Mauhúr'], 'Minas Morgul');
      k.creatureAttack(other.id, TROLLS, 0);
      k.equal(currentCombat(k.s)?.attack.prowess, k.card(TROLLS, 0).prowess, "the Trolls' prowess against Mauhúr's company");
    },
  },
];
export default scenarios;
