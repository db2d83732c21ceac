import { cardOf, companyOfChar, toDiscard, type CardDef } from '../cardApi';
import { ANY_PHASE } from '../vocab/resourcePlay';
import { sageOf } from '../vocab/sages';

const def: CardDef = {
  name: 'Memories Recalled',
  alignment: ['Hero'],
  // Dark enchantments: the cards whose data carry the keyword. The alternative (a sage taps to fulfil a card's requirement that
  // Lost Knowledge be discarded) has nothing to fulfil here: no card the engine carries out asks for Lost Knowledge.
  text: 'Playable on a character with a sage in his company. All dark enchantments on target character are discarded.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    target: {
      kind: 'character',
      side: 'own',
      where: [{ is: 'custom', label: 'with a sage in his company', test: (q) => q.target !== null && sageOf(q.s, companyOfChar(q.s, q.target)) !== undefined }],
    },
  },
  effects: [
    {
      do: 'custom',
      label: 'all dark enchantments on the character are discarded',
      run: (q, ctx) => {
        const ch = q.target !== null ? q.s.chars[q.target] : undefined;
        if (!ch) return;
        const dark = ch.hazards.filter((h) => cardOf(q.s, h).keywords.includes('Dark enchantment'));
        ch.hazards = ch.hazards.filter((h) => !dark.includes(h));
        for (const h of dark) toDiscard(q.s, h, ctx);
      },
    },
  ],
};
export default def;
