/** Scenarios shared by a sage's light enchantments (cards/vocab/sages.ts sageEnchantment: When I Know Anything, When You Know More). */
import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { atSite } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

/** "Playable on a sage during the site phase at a site where Information is playable. Tap sage and site.": from the MP hand at Weathertop, its point while with the sage. */
export function sageEnchantmentFromMpHand(name: string): Scenario {
  return {
    title: 'played from the MP hand at Weathertop by Bilbo (a sage): he and the site tap, the card lies with him worth 1 MP; not by Gimli, nor at a tapped site',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Gimli'], 'Weathertop');
      const [bilbo, gimli] = chars as [number, number];
      const card = k.mpHand(0, name);
      atSite(k, id);
      k.refused(0, { type: 'playMpCard', inst: card, character: gimli });
      k.companyById(id).siteTapped = true;
      k.refused(0, { type: 'playMpCard', inst: card, character: bilbo });
      k.companyById(id).siteTapped = false;
      const before = scoreSheet(k.s, 0).misc;
      k.act(0, { type: 'playMpCard', inst: card, character: bilbo });
      k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'the card lies with Bilbo');
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      k.equal(k.companyById(id).siteTapped, true, 'the site is tapped');
      k.equal(scoreSheet(k.s, 0).misc, before + 1, 'its marshalling point');
    },
  };
}

/** The same from the Play hand, on the untapped sage of the company that entered its site (Information playable there). */
export function sageEnchantmentFromPlayHand(name: string): Scenario {
  return {
    title: 'from the Play hand: on the untapped sage of the company that entered a site with Information (tapped, site tapped); not before entering, not on Gimli, not on Elrond of another company, not by Balin at Moria',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Gimli'], 'Weathertop');
      const [bilbo, gimli] = chars as [number, number];
      const elrond = k.company(0, ['Elrond'], 'Weathertop').chars[0] as number;
      const card = k.hand(0, name);
      atSite(k, id, false);
      k.expect(!k.canPlay(0, card, bilbo), 'not before the company enters its site');
      atSite(k, id);
      k.expect(!k.canPlay(0, card, gimli), 'Gimli is no sage');
      k.expect(!k.canPlay(0, card, elrond), 'Elrond is not of the company at its site');
      k.setStatus(bilbo, 'tapped');
      k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is tapped');
      k.setStatus(bilbo, 'untapped');
      k.play(0, card, bilbo);
      k.equal(k.where(card), 'character', 'with Bilbo');
      k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'on Bilbo');
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      k.equal(k.companyById(id).siteTapped, true, 'the site is tapped');
      const moria = k.company(0, ['Balin'], 'Moria');
      const other = k.hand(0, name);
      atSite(k, moria.id);
      k.expect(!k.canPlay(0, other), 'no Information at Moria (Balin is a sage)');
    },
  };
}
