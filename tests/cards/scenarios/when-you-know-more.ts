import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { rollMod } from '../helpers/checks';
import { sageEnchantmentFromMpHand, sageEnchantmentFromPlayHand } from '../helpers/sages';
import { atSite } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const name = 'When You Know More';

/** Bilbo (a sage, the card with him) and Aragorn II at Bree, the site entered; Legolas in another company there; Rangers of the North in the MP hand. */
function atBree(k: ScenarioKit): { bilbo: number; aragorn: number; legolas: number; card: number; rangers: number } {
  const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Bree');
  const [bilbo, aragorn] = chars as [number, number];
  const legolas = k.company(0, ['Legolas'], 'Bree').chars[0] as number;
  const card = k.attach(bilbo, name, 0);
  const rangers = k.mpHand(0, 'Rangers of the North');
  atSite(k, id);
  return { bilbo, aragorn, legolas, card, rangers };
}

const corruptionRoll = (k: ScenarioKit, inst: number) => k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption' && e.inst === inst);

const scenarios: Scenario[] = [
  sageEnchantmentFromMpHand(name),
  sageEnchantmentFromPlayHand(name),
  {
    // "Tap sage to modify one influence attempt by a character in his company by +2. Sage makes a corruption check."
    title: 'Bilbo taps for +2 to Aragorn II’s influence check for Rangers of the North (2+2 + 3 DI + 1 Dúnedain + 2 = 10 > 9) and makes a corruption check; not for Legolas of another company',
    run: (k) => {
      const { bilbo, aragorn, legolas, card, rangers } = atBree(k);
      k.expect(!k.canUse(0, card, 0, legolas), 'Legolas is not in his company');
      k.rig([6, 6]);
      k.use(0, card, 0, aragorn);
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      k.expect(corruptionRoll(k, bilbo) !== undefined, 'the sage makes a corruption check');
      k.expect(!k.canUse(0, card, 0, aragorn), 'not again once Bilbo is tapped');
      k.rig([2, 2]);
      k.act(0, { type: 'playMpCard', inst: rangers, character: aragorn });
      k.equal(rollMod(k, 'influence', name), 2, '+2 to the influence check');
      k.equal(k.where(rangers), 'playArea', 'Rangers of the North are played');
      k.expect(!k.s.mods.some((m) => m.inst === aragorn), 'used up by the check');
    },
  },
  {
    title: 'on the sage himself: his own corruption check does not use up the +2, which waits for his influence attempt',
    run: (k) => {
      const { bilbo, card } = atBree(k);
      k.rig([6, 6]);
      k.use(0, card, 0, bilbo);
      k.expect(corruptionRoll(k, bilbo) !== undefined, 'the sage makes a corruption check');
      k.equal(k.s.mods.find((m) => m.inst === bilbo)?.delta, 2, 'the +2 is still there');
    },
  },
];
export default scenarios;
