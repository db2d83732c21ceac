import { notWhenTapped } from '../helpers/inPlay';
import { prowessOf, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { atSite } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { rollMod } from '../helpers/checks';

const scenarios: Scenario[] = [
  {
    title: 'Gimli plays Blue Mountain Dwarves with + his prowess (at most 5) to the check; not Bilbo (no warrior)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gimli', 'Bilbo'], 'Blue Mountain Dwarf-hold');
      const [gimli, bilbo] = chars as [number, number];
      atSite(k, id);
      const card = k.hand(0, 'Muster');
      const dwarves = k.mpHand(0, 'Blue Mountain Dwarves');
      k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is no warrior');
      const bonus = Math.min(5, prowessOf(k.s, gimli));
      notWhenTapped(k, 0, card, gimli);      k.play(0, card, gimli);
      k.equal(k.top()?.kind, 'siteCompany', 'back in the site phase');
      // Blue Mountain Dwarves: greater than 9, Dwarves +2. Rolling 2: 2 + DI + 2 + Muster.
      k.rig([1, 1]);
      const total = 2 + k.unusedDI(gimli) + 2 + bonus;
      k.act(0, { type: 'playMpCard', inst: dwarves, character: gimli });
      k.equal(rollMod(k, 'influence', 'Muster'), bonus, 'Muster in the influence check');
      k.equal(k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influence')?.total, total, 'the total');
      k.equal(k.where(dwarves), total > 9 ? 'playArea' : 'discard', 'Blue Mountain Dwarves');
      k.expect(!k.s.mods.some((m) => m.stat === 'factionCheck'), 'used up by the check');
    },
  },
  {
    title: "in an influence attempt against an opponent's faction (Snaga-hai), and not before the company enters its site",
    run: (k) => {
      const { id, chars } = k.company(0, ['Gimli'], 'Moria');
      const gimli = chars[0] as number;
      atSite(k, id, false);
      const card = k.hand(0, 'Muster');
      k.expect(!k.canPlay(0, card, gimli), 'the company has not entered its site');
      k.companyById(id).entered = true;
      const f = k.inPlay(1, 'Snaga-hai');
      k.play(0, card, gimli);
      k.act(0, { type: 'influenceAttempt', influencer: gimli, target: f });
      k.equal(rollMod(k, 'influenceAttempt', 'Muster'), Math.min(5, prowessOf(k.s, gimli)), 'Muster in the attempt');
      k.expect(!k.s.mods.some((m) => m.stat === 'factionCheck'), 'used up by the attempt');
    },
  },
];
export default scenarios;
