import { type CardDef, cardOf, type EngineCard, type GameState, MP_HAND_SIZE, nameKey, removeFrom, toDiscard } from '../cardApi';
import { rollAbove } from '../vocab/hazardShortEvents';

/** The faction is normally playable at a Border-hold: a site its text names is one (on its own alignment's site cards), or it names Border-holds. */
function borderHoldFaction(s: GameState, card: EngineCard): boolean {
  if (card.type !== 'Resource' || card.subtype !== 'Faction' || card.key === nameKey('Army of the Dead')) return false;
  const align = card.alignment === 'Minion' ? 'ringwraith' : 'wizard';
  const named = card.playableAt.map((k) => s.catalog.cards[s.catalog.siteByName[align][k] ?? '']);
  return named.some((site) => site?.siteType === 'B') || card.playableAtTypes.includes('B');
}

const def: CardDef = {
  // The faction goes back to the MP (Treasure) hand it was played from (Arda Revised: factions are marshalling point cards).
  name: 'Early Harvest',
  text: "Playable on a faction that is normally playable at a Border-hold [{B}] (except Army of the Dead). Make a roll modified by -1 if the faction is a minion faction. Return the faction to opponent's hand if the result plus the normal marshalling points the faction gives is greater than 12.",
  play: {
    side: 'hazard',
    windows: ['hazard'],
    target: { kind: 'cardInPlay', match: { opponents: true } },
    requires: [{ is: 'custom', label: 'a faction normally playable at a Border-hold (not Army of the Dead)', test: (q) => q.target !== null && borderHoldFaction(q.s, cardOf(q.s, q.target)) }],
  },
  effects: [
    {
      do: 'custom',
      label: 'roll (-1 for a minion faction) + its marshalling points: above 12 the faction returns to its player\u2019s hand',
      run: (q, ctx) => {
        const { s } = q;
        const inst = q.target as number;
        const owner = s.players.find((p) => p.playArea.includes(inst));
        if (!owner) return;
        const card = cardOf(s, inst);
        const mods = [{ label: 'marshalling points', value: card.mp }, ...(card.alignment === 'Minion' ? [{ label: 'minion faction', value: -1 }] : [])];
        if (!rollAbove(q, ctx, { inst, mods, above: 12, result: 'returned to hand' })) return;
        removeFrom(owner.playArea, inst);
        owner.mpHand.push(inst);
        // The MP hand holds five cards (Arda Revised §3): over that, its player discards one, his choice taken for him as
        // the card longest in that hand.
        while (owner.mpHand.length > MP_HAND_SIZE) toDiscard(s, owner.mpHand.shift() as number, ctx);
        ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: ${card.name} returns to ${owner.name}'s hand`, card: q.card.id });
      },
    },
  ],
};
export default def;
