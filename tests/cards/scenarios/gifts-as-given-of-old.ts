import { notOnAnotherCompany } from '../helpers/inPlay';
import { atSite } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { rollMod } from '../helpers/checks';

/** Two dice that add up to `sum` (2–12). */
function diceFor(sum: number): [number, number] {
  const a = Math.min(6, Math.max(1, sum - 1));
  return [a, sum - a];
}

const scenarios: Scenario[] = [
  {
    title: 'Gorbag influences Snaga-hai at Moria at +3: a total of exactly 10; a tapped character cannot take the card',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Gorbag', 'Shagrat'], 'Moria');
      const [gorbag, shagrat] = chars as [number, number];
      k.setStatus(shagrat, 'tapped');
      atSite(k, id);
      const card = k.hand(0, 'Gifts as Given of Old');
      const snaga = k.mpHand(0, 'Snaga-hai');
      k.expect(!k.canPlay(0, card, shagrat), 'Shagrat is tapped');
      notOnAnotherCompany(k, 0, card, gorbag);      k.play(0, card, gorbag);
      k.rig(diceFor(10 - k.unusedDI(gorbag) - 3));
      k.act(0, { type: 'playMpCard', inst: snaga, character: gorbag });
      k.equal(rollMod(k, 'influence', 'Gifts as Given of Old'), 3, 'the +3');
      k.equal(k.where(snaga), 'playArea', 'Snaga-hai');
      k.expect(!k.s.mods.some((m) => m.stat === 'factionCheck'), 'used up by the check');
    },
  },
];
export default scenarios;
