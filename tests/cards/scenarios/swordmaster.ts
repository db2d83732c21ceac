import { hasSkill, prowessOf } from '../../../src-shared/engine/cards/cardApi';
import { sageEnchantmentFromMpHand, sageEnchantmentFromPlayHand } from '../helpers/sages';
import { atSite } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const name = 'Swordmaster';

const scenarios: Scenario[] = [
  sageEnchantmentFromMpHand(name),
  sageEnchantmentFromPlayHand(name),
  {
    // "Gives the sage warrior skill."
    title: 'Bilbo (a sage, no warrior) with Sword of Gondolin ("Warrior only: +2") and a Dagger of Westernesse: a warrior with it, the sword counts (1 + 2), but not both weapons',
    run: (k) => {
      const { chars } = k.company(0, ['Bilbo'], 'Rivendell');
      const bilbo = chars[0] as number;
      k.item(bilbo, 'Sword of Gondolin');
      k.item(bilbo, 'Dagger of Westernesse');
      k.equal(prowessOf(k.s, bilbo), 2, 'without it: the dagger only (1 + 1)');
      k.attach(bilbo, name, 0);
      k.expect(hasSkill(k.s, bilbo, 'Warrior'), 'Bilbo is a warrior');
      k.equal(prowessOf(k.s, bilbo), 3, 'the sword (1 + 2), one weapon: he was not already a warrior');
    },
  },
  {
    // "If the sage is already a warrior, he can use two weapons (both modifiers count). If he uses two weapons, he can't use a shield."
    title: 'Balin (warrior and sage, prowess 4) uses Sword of Gondolin and a Dagger of Westernesse: 4 + 2 + 1; with a shield one weapon only; no second Swordmaster on him (Play or MP hand)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Balin', 'Bilbo'], 'Weathertop');
      const [balin, bilbo] = chars as [number, number];
      k.item(balin, 'Sword of Gondolin');
      k.item(balin, 'Dagger of Westernesse');
      k.equal(prowessOf(k.s, balin), 6, 'without it: the better weapon (4 + 2)');
      k.attach(balin, name, 0);
      k.equal(prowessOf(k.s, balin), 7, 'both modifiers count');
      const shield = k.item(balin, 'Shield of Iron-bound Ash');
      k.equal(prowessOf(k.s, balin), 6, 'with a shield, one weapon');
      k.s.chars[balin]?.items.splice(k.s.chars[balin]?.items.indexOf(shield) ?? 0, 1);
      const second = k.hand(0, name);
      atSite(k, id);
      k.expect(!k.canPlay(0, second, balin), '"Cannot be duplicated on a given character"');
      k.expect(k.canPlay(0, second, bilbo), 'Bilbo may take one');
      k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, name), character: balin });
    },
  },
];
export default scenarios;
