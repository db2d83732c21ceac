import { type CardDef, cardOf, type EngineCard, type GameState, player, removeFrom, toDiscard } from '../cardApi';
import { revealRandom } from '../vocab/reveal';

const isRing = (c: EngineCard): boolean => c.ringKind !== null || c.itemClass === 'gold ring';

/** The rings the opponent may discard: [in his hands], [borne by his characters] (instance, holder list). */
function ringsOf(s: GameState, seat: number): { inHand: { inst: number; from: number[] }[]; inPlay: { inst: number; from: number[] }[] } {
  const p = player(s, seat);
  const inHand = [p.hand, p.mpHand].flatMap((from) => from.filter((i) => isRing(cardOf(s, i))).map((inst) => ({ inst, from })));
  const inPlay = s.companies
    .filter((co) => co.owner === seat)
    .flatMap((co) => co.chars.flatMap((ch) => (s.chars[ch]?.items ?? []).filter((i) => isRing(cardOf(s, i))).map((inst) => ({ inst, from: s.chars[ch]?.items ?? [] }))));
  return { inHand, inPlay };
}

const def: CardDef = {
  // The opponent is the resource player whose company faces the hazard. His choice of ring is taken for him: one from his
  // hands if he holds one, else the ring worth fewest marshalling points his characters bear (the first on ties).
  name: 'Rolled down to the Sea',
  text: 'Unique. Opponent must discard a ring from his hand or from one of his companies if available. If no rings are available as such, he must reveal his hand to you.',
  play: { side: 'hazard', windows: ['hazard'] },
  effects: [
    {
      do: 'custom',
      label: 'the opponent discards a ring from his hand or his companies; without one he reveals his hand',
      run: (q, ctx) => {
        const { s } = q;
        const seat = s.turn.active;
        const { inHand, inPlay } = ringsOf(s, seat);
        const pick = inHand[0] ?? inPlay.reduce<(typeof inPlay)[number] | undefined>((best, r) => (best === undefined || cardOf(s, r.inst).mp < cardOf(s, best.inst).mp ? r : best), undefined);
        if (!pick) {
          revealRandom(s, seat, player(s, seat).hand.length, ctx, q.card.name);
          return;
        }
        removeFrom(pick.from, pick.inst);
        toDiscard(s, pick.inst, ctx);
        ctx.events.push({ type: 'effect', effect: 'discard', inst: pick.inst, card: q.card.id, target: s.cardOf[pick.inst] });
      },
    },
  ],
};
export default def;
