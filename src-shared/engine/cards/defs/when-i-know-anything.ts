/**
 * When I Know Anything: an MP card (Arda Revised: "every card worth marshalling points … MP deck"), played at the site from the
 * MP hand (playMpCard taps the sage; this card then lies with him and taps the site) or, as the engine also lets it, from the
 * Play hand. Its point counts while it is with him. Its ability is used in the corruption-check window (coe-rules §7: a check
 * "may be modified by cards played as it is made"); the sage's own check follows the +3, as the second paragraph says.
 */
import type { CardDef } from '../cardApi';
import { checkingOr, toThisCorruptionCheck } from '../vocab/checks';
import { informationHere, keptWithPlayer, tapSiteOf, untappedSite } from '../vocab/storing';

const name = 'When I Know Anything';

const def: CardDef = {
  name,
  alignment: ['Hero'],
  text: 'Light enchantment. Playable on a sage during the site phase at a site where Information is playable. Tap sage and site. Tap sage to modify one corruption check by a character in his company by +3. Sage makes a corruption check.',
  play: {
    side: 'resource',
    windows: ['site'],
    // The untapped sage is the cost's condition (tapTarget), checked as the card is declared.
    target: { kind: 'character', side: 'company' },
    // "Tap sage and site": an untapped site (playMpCard checks only these requirements, with the tapping character as target).
    requires: [{ is: 'entered' }, { is: 'skill', skill: 'Sage' }, informationHere(), untappedSite],
    costs: [{ pay: 'tapTarget' }],
  },
  effects: [
    { do: 'attach', to: 'target' },
    { do: 'custom', label: 'the site is tapped', run: (q) => (q.target !== null ? tapSiteOf(q.s, q.target) : undefined) },
  ],
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
  static: [keptWithPlayer(name, tapSiteOf), { on: 'scoresWithBearer' }],
};
export default def;
