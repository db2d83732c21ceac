import { type CardDef, cardOf, companyOfChar } from '../cardApi';
import { checks, corruptionCard } from '../vocab/corruption';

const def: CardDef = corruptionCard({
  name: 'Covetous Thoughts',
  text:
    'Corruption. Playable only on a minion. At the end of each of his turns, target minion makes a corruption check for each item his company bears that he does not bear. For each check, modify the roll by subtracting the corruption of that item. During his organization phase, the minion may tap to attempt to remove this card. Make a roll—if the result is greater than 5, discard this card. Cannot be duplicated on a given minion.',
  where: [
    { is: 'custom', label: 'a minion', test: (q) => q.target !== null && cardOf(q.s, q.target).alignment === 'Minion' && cardOf(q.s, q.target).race !== 'Ringwraith' },
  ],
  above: 5,
  who: 'Orc Veteran',
  seat: 1,
  static: [
    {
      // A passive condition: the checks are declared in a new chain of effects at the end of his turn (coe-rules 9.6, effects/passive.ts).
      on: 'passive',
      label: 'a corruption check for each item his company bears that he does not bear',
      trigger: { event: 'turnEnd' },
      effects: [
        {
          do: 'custom',
          label: 'a corruption check for each item his company bears that he does not bear, modified by its corruption',
          run: (q, ctx) => {
            const bearer = q.target;
            const co = bearer === null ? undefined : companyOfChar(q.s, bearer);
            if (bearer === null || !co) return;
            for (const other of co.chars) {
              if (other === bearer) continue;
              for (const item of [...(q.s.chars[other]?.items ?? [])]) {
                if (!q.s.chars[bearer]) return;
                const cp = cardOf(q.s, item).corruption;
                checks(q.s, bearer, 1, ctx, `Covetous Thoughts (${cardOf(q.s, item).name})`, -cp);
              }
            }
          },
        },
      ],
    },
  ],
});
export default def;
