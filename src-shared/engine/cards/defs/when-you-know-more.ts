/**
 * When You Know More: the influence twin of When I Know Anything (vocab/sages.ts sageEnchantment). The engine makes an influence
 * check within the action that calls for it (playing a faction, an influence attempt), with no chain to respond in, so the sage taps
 * just before, in the site phase, on the character who will make it: +2 to that character's next influence attempt this turn
 * (Modifier 'influenceCheck', used up by it, never by a corruption check — the sage's own check follows at once).
 */
import type { CardDef } from '../cardApi';
import { sageEnchantment } from '../vocab/sages';

const name = 'When You Know More';

const def: CardDef = {
  name,
  alignment: ['Hero'],
  text: 'Light enchantment. Playable on a sage during the site phase at a site where Information is playable. Tap sage and site. Tap sage to modify one influence attempt by a character in his company by +2. Sage makes a corruption check.',
  ...sageEnchantment(),
  abilities: [
    {
      label: 'tap sage: +2 to the next influence attempt by a character in his company; sage makes a corruption check',
      windows: ['site'],
      target: { kind: 'character', side: 'company' },
      costs: ['tapBearer'],
      effects: [
        { do: 'custom', label: '+2 to his next influence attempt', run: (q) => void (q.target !== null && q.s.mods.push({ inst: q.target, stat: 'influenceCheck', delta: 2, label: q.card.name })) },
        { do: 'corruptionCheck', who: 'bearer', modifier: 0 },
      ],
    },
  ],
};
export default def;
