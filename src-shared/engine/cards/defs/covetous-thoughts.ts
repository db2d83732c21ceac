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
      on: 'afterAction',
      // The end of his turn: the action that passed the turn on (event 'turn') while his player was active.
      run: (s, events, ctx, self, before) => {
        const bearer = self.bearer;
        if (bearer === null || !s.chars[bearer] || s.chars[bearer].owner !== before.active) return;
        if (!events.some((e) => e.type === 'turn')) return;
        const co = companyOfChar(s, bearer);
        for (const other of co?.chars ?? []) {
          if (other === bearer) continue;
          for (const item of [...(s.chars[other]?.items ?? [])]) {
            if (!s.chars[bearer]) return;
            const cp = cardOf(s, item).corruption;
            checks(s, bearer, 1, ctx, `Covetous Thoughts (${cardOf(s, item).name})`, -cp);
          }
        }
      },
    },
  ],
});
export default def;
