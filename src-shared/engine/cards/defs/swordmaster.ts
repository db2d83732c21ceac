/**
 * Swordmaster: played as the sage's light enchantments are (vocab/sages.ts sageEnchantment: "Tap the site and the sage"; its point
 * counts while it is with him). The warrior skill is a `skill` static (state.ts skillSources); "If the sage is already a warrior" is
 * warrior from another source as well (`twoWeapons`: state.ts prowessOf adds the second weapon's bonus, each to its maximum, while he
 * bears no shield — "If he uses two weapons, he can't use a shield").
 */
import type { CardDef } from '../cardApi';
import { notDuplicated } from '../vocab/bearer';
import { sageEnchantment } from '../vocab/sages';

const def: CardDef = {
  name: 'Swordmaster',
  alignment: ['Hero'],
  text: "Sage only. Playable on an untapped sage at an untapped site where Information is playable during site phase. Tap the site and the sage. Gives the sage warrior skill. If the sage is already a warrior, he can use two weapons (both modifiers count). If he uses two weapons, he can't use a shield. Cannot be duplicated on a given character.",
  ...sageEnchantment([notDuplicated]),
  static: [{ on: 'scoresWithBearer' }, { on: 'skill', skill: 'Warrior' }, { on: 'twoWeapons', already: 'Warrior' }],
};
export default def;
