import { cardOf, nameKey, player, roll2d6, setStatus, statusOf, type CardDef, type Query } from '../cardApi';
import { discardToPlayDeck, playDiscard } from '../vocab/playDeck';
import { ANY_PHASE } from '../vocab/resourcePlay';

const MODES = ['Black Rider', 'Fell Rider', 'Heralded Lord'].map(nameKey);

/** The player's own Ringwraith (his avatar in play), when tapped. */
function tappedRingwraith(s: Query['s'], seat: number): number[] {
  const rw = player(s, seat).avatarInPlay;
  return rw !== null && s.chars[rw] && cardOf(s, rw).race === 'Ringwraith' && statusOf(s, rw) === 'tapped' ? [rw] : [];
}

const def: CardDef = {
  name: 'The Ring Leaves Its Mark',
  alignment: ['Minion'],
  // Arda has no sideboard: the first use takes a mode card from the Play discard pile. The target says which use is played: a
  // mode card there, or the player's tapped Ringwraith (his avatar).
  text: 'Bring one Black Rider, Fell Rider, or Heralded Lord card from your sideboard or discard pile into your play deck and reshuffle. Alternatively, playable on your tapped Ringwraith. Make a roll—if the result is greater than 6, untap your Ringwraith.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    target: {
      kind: 'custom',
      label: 'a Black Rider, Fell Rider or Heralded Lord in your discard pile, or your tapped Ringwraith',
      targets: (s, seat) => [...(s.sets[player(s, seat).alignment]?.discards.play ?? []).filter((i) => MODES.includes(cardOf(s, i).key)), ...tappedRingwraith(s, seat)],
    },
  },
  effects: [
    {
      do: 'custom',
      label: 'the mode card into the play deck, reshuffled; or a roll above 6 untaps the Ringwraith',
      run: (q, ctx) => {
        if (q.target === null) return;
        if (playDiscard(q).includes(q.target)) return discardToPlayDeck(q, ctx);
        if (!tappedRingwraith(q.s, q.seat).includes(q.target)) return;
        const dice = roll2d6(q.s.rng);
        const total = dice[0] + dice[1];
        ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: q.seat, inst: q.target, card: q.s.cardOf[q.target], dice, mods: [], total, need: 7, result: total > 6 ? 'untapped' : 'stays tapped', why: q.card.name });
        if (total > 6) setStatus(q.s, q.target, 'untapped');
      },
    },
  ],
};
export default def;
