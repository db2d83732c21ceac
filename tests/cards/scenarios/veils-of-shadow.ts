import { currentCombat } from '../../../src-shared/engine/cards/cardApi';
import { autoAttackWindow, expectCorruptionMod } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';
import { minionAttackWindow } from '../helpers/minionEvents';

const scenarios: Scenario[] = [
  {
    title: 'Hador (sorcery) facing Edhellond’s Elves (4 strikes): "The number of strikes of all automatic-attacks at the site this turn are reduced to one": this one, the Dúnedain (3) that follow, and the Elves another company faces there later; a corruption check modified by -4; not on Mauhúr (no sorcery), nor on Hoarmûrath in another company',
    run: (k) => {
      minionTurn(k);
      const { chars, card } = autoAttackWindow(k, ['Hador', 'Mauhúr', 'Radbug', 'Gorbag'], 'Edhellond', 'Veils of Shadow', 1);
      const [hador, mauhur] = chars as [number, number];
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr cannot use sorcery');
      const elsewhere = k.company(1, ['Hoarmûrath the Ringwraith'], 'Minas Morgul').chars[0] as number;
      k.expect(!k.canPlay(1, card, elsewhere), 'Hoarmûrath (sorcery) is in another company');
      k.rig([6, 6]);
      k.play(1, card, hador);
      expectCorruptionMod(k, -4, { inst: hador, what: 'Hador makes the check' });
      const combat = currentCombat(k.s);
      k.equal(combat?.attack.strikes, 1, 'strikes of the Elves');
      k.equal(combat?.queue[0]?.strikes, 1, 'strikes of the Dúnedain to come');
      const other = k.company(1, ['Shagrat'], 'Edhellond');
      k.enterSite(other.id);
      k.equal(currentCombat(k.s)?.attack.strikes, 1, 'strikes of the Elves against another company later this turn');
    },
  },
  {
    title: '"facing an automatic-attack": not playable on Hador facing Wolves (a creature)',
    run: (k) => {
      const { chars, card } = minionAttackWindow(k, { names: ['Hador'], creature: 'Wolves', cards: 'Veils of Shadow' });
      k.expect(!k.canPlay(1, card, chars[0]), 'not on a creature’s attack');
    },
  },
];
export default scenarios;
