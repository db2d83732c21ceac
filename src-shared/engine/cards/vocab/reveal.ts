/** Cards revealed from a player's hand: "reveal one random card from his hand", "Opponent reveals to you 5 random cards at once from his hand". */
import { cardOf, nextInt, player, type CardDef, type Ctx, type GameState } from '../cardApi';
import { ANY_PHASE } from './resourcePlay';

/**
 * `count` cards of the seat's hand, drawn at random (the game's generator) without being taken from it, named in a 'reveal'
 * event (all of them when the hand holds fewer).
 */
export function revealRandom(s: GameState, seat: number, count: number, ctx: Ctx, by: string): void {
  const left = [...player(s, seat).hand];
  const shown: number[] = [];
  for (let i = 0; i < count && left.length > 0; i++) shown.push(left.splice(nextInt(s.rng, left.length), 1)[0] as number);
  ctx.events.push({ type: 'reveal', seat, cards: shown.map((inst) => s.cardOf[inst]), label: `${by}: ${player(s, seat).name} reveals ${shown.map((inst) => cardOf(s, inst).name).join(', ') || 'nothing (an empty hand)'}` });
}

/**
 * An Untimely Whisper, Secret News: "Opponent reveals to you 5 random cards at once from his hand". Played in the resource player's
 * own phases; the opponent is his first hazard player, the opponent his resources face this turn (Arda Revised: "When the active
 * player starts his turn, the first hazard player sits to his right").
 */
export function opponentReveals(count: number): Pick<CardDef, 'play' | 'effects'> {
  return {
    play: { side: 'resource', windows: ANY_PHASE },
    effects: [{ do: 'custom', label: `the opponent reveals ${count} random cards from his hand`, run: (q, ctx) => revealRandom(q.s, q.s.turn.firstHazard, count, ctx, q.card.name) }],
  };
}

/** The definition of An Untimely Whisper / Secret News. */
export function revealsFive(name: string, alignment: 'Hero' | 'Minion'): CardDef {
  return {
    name,
    alignment: [alignment],
    text: 'Opponent reveals to you 5 random cards at once from his hand.',
    ...opponentReveals(5),
    template: { kind: 'opponentReveals', args: [name, alignment, 5] },
  };
}
