import { cardOf, companyOfChar, removeFrom, toDiscard, type CardDef } from '../cardApi';
import { cardInPlayNamed, GATES } from '../vocab/gatesOfMorning';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'The Sun Unveiled',
  alignment: ['Hero'],
  // "Cannot be included in a Fallen-wizard's deck": Arda Revised has no Fallen-wizards.
  text: 'Playable on a character at a Free-hold [{F}] if Gates of Morning is in play. Remove all hazard permanent-events on the character and, if tapped, untap him.',
  play: {
    side: 'resource',
    windows: [...ANY_PHASE, 'movementHazard'],
    target: {
      kind: 'character',
      side: 'own',
      where: [{ is: 'custom', label: 'at a Free-hold', test: (q) => q.target !== null && q.s.catalog.cards[companyOfChar(q.s, q.target)?.site ?? '']?.siteType === 'F' }],
    },
    requires: [{ is: 'custom', label: 'Gates of Morning is in play', test: (q) => cardInPlayNamed(q, GATES) }],
  },
  effects: [
    {
      do: 'custom',
      label: 'all hazard permanent-events on the character are removed',
      run: (q, ctx) => {
        const ch = q.target !== null ? q.s.chars[q.target] : undefined;
        if (!ch) return;
        for (const i of [...ch.hazards]) {
          const card = cardOf(q.s, i);
          if (card.type !== 'Hazard' || !/Permanent-event/.test(card.subtype ?? '')) continue;
          removeFrom(ch.hazards, i);
          toDiscard(q.s, i, ctx);
        }
      },
    },
    { do: 'untap', who: 'target' },
  ],
};
export default def;
