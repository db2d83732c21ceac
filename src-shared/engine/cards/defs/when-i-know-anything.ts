/**
 * When I Know Anything: an MP card (Arda Revised: "every card worth marshalling points … MP deck"), played at the site from the
 * MP hand (playMpCard taps the sage; this card then lies with him and taps the site) or, as the engine also lets it, from the
 * Play hand (vocab/sages.ts sageEnchantment). Its point counts while it is with him. Its ability is used in the corruption-check
 * window (coe-rules §7: a check "may be modified by cards played as it is made"); the sage's own check follows the +3, as the
 * second paragraph says.
 */
import type { CardDef } from '../cardApi';
import { checkingOr, toThisCorruptionCheck } from '../vocab/checks';
import { sageEnchantment } from '../vocab/sages';

const name = 'When I Know Anything';

const def: CardDef = {
  name,
  alignment: ['Hero'],
  text: 'Light enchantment. Playable on a sage during the site phase at a site where Information is playable. Tap sage and site. Tap sage to modify one corruption check by a character in his company by +3. Sage makes a corruption check.',
  ...sageEnchantment(),
  abilities: [
    {
      label: 'tap sage: +3 to this corruption check by a character in his company; sage makes a corruption check',
      windows: ['corruptionCheck'],
      // The sage's company is the one the ability concerns (abilities.ts): the character making the check is of it.
      target: { kind: 'character', side: 'company', where: [checkingOr('the character making the corruption check', () => false)] },
      costs: ['tapBearer'],
      effects: [
        { do: 'custom', label: '+3 to the corruption check', run: (q) => toThisCorruptionCheck(q, 3) },
        { do: 'corruptionCheck', who: 'bearer', modifier: 0 },
      ],
      botUse: ['corruptionCheck'],
    },
  ],
};
export default def;
