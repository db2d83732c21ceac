import { type CardDef, cardOf, corruptionCheck, type GameState, removeFrom, toDiscard } from '../cardApi';

/** The Rings a character bears (gold ring items and the Rings they become). */
function ringsOf(s: GameState, ch: number): number[] {
  return (s.chars[ch]?.items ?? []).filter((i) => cardOf(s, i).itemClass === 'gold ring' || cardOf(s, i).ringKind !== null);
}

const def: CardDef = {
  name: 'The Ring’s Betrayal',
  text: 'The bearer of a Ring must make a corruption check modified by -2. If the bearer fails this corruption check, his Ring is discarded, but he remains in play.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    target: { kind: 'character', side: 'company', where: [{ is: 'custom', label: 'the bearer of a Ring', test: (q) => q.target !== null && ringsOf(q.s, q.target).length > 0 }] },
  },
  effects: [
    {
      do: 'custom', label: 'a corruption check modified by -2; if failed, his Ring is discarded but he remains in play',
      run: (q, ctx) => {
        const ch = q.target;
        if (ch === null || !q.s.chars[ch]) return;
        if (corruptionCheck(q.s, ch, -2, ctx, q.card.name, 'keep') === 'pass') return;
        for (const ring of ringsOf(q.s, ch)) {
          removeFrom(q.s.chars[ch]?.items ?? [], ring);
          toDiscard(q.s, ring, ctx);
          ctx.events.push({ type: 'effect', effect: 'discard', inst: ring, card: q.card.id });
        }
      },
    },
  ],
};
export default def;
