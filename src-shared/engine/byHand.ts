/**
 * Cards played by hand (issue 22: "Nothing scores or acts unchecked"). A card without a definition (effects/defs.ts) is one
 * whose text the engine does not carry out: a computer player never plays it, and when a human does, nothing of its text
 * happens by itself — the card is placed as its type says, marked as played by hand, and the player settles its text with
 * manual adjustments (manual.ts), which the log marks. The marshalling points that come from cards played or moved by hand
 * are counted apart (`mpByHand`): in games between computer players they are 0. A card played by hand into the play area
 * scores nothing there (scoring.ts): its points count once the player moves it to his MP pile.
 */
import { defOf } from './effects/defs';
import { cardOf } from './state';
import type { Action, GameState } from './types';

/** The card an action plays from a hand or a face-up pile, if it plays one. */
export function cardPlayed(a: Action): number | null {
  switch (a.type) {
    case 'playResourceEvent':
    case 'playHazardEvent':
    case 'playCreature':
    case 'playMpCard':
    case 'playMinorItem':
    case 'playCharacter':
      return a.inst;
    default:
      return null;
  }
}

/** Whether the action plays a card whose text the engine does not carry out (no definition): only a human may, by hand. */
export function playsByHand(s: GameState, a: Action): boolean {
  const inst = cardPlayed(a);
  if (inst === null) return false;
  const id = s.cardOf[inst];
  const card = id ? s.catalog.cards[id] : undefined;
  return card !== undefined && defOf(card) === undefined;
}

/** Marks a card as played (or moved into a pile) by hand: its marshalling points are counted as `mpByHand`. */
export function markByHand(s: GameState, inst: number): void {
  if (!(s.byHand ??= []).includes(inst)) s.byHand.push(inst);
}

/** Marks the card an action played, when the action played it by hand. */
export function markIfByHand(s: GameState, a: Action): void {
  if (playsByHand(s, a)) markByHand(s, cardPlayed(a) as number);
}

/** The marshalling points in this seat's score that come from cards played or moved by hand. */
export function mpByHand(s: GameState, seat: number): number {
  let mp = 0;
  const counted = (inst: number) => (s.byHand ?? []).includes(inst);
  for (const ch of Object.values(s.chars)) {
    if (ch.owner !== seat) continue;
    for (const i of [...ch.items, ...ch.allies]) if (counted(i)) mp += cardOf(s, i).mp;
  }
  const p = s.players[seat];
  if (!p) return mp;
  for (const i of p.mpPile) if (counted(i)) mp += cardOf(s, i).mp;
  // Characters played by hand count too (their own marshalling points).
  for (const [inst, ch] of Object.entries(s.chars)) if (ch.owner === seat && counted(Number(inst))) mp += cardOf(s, Number(inst)).mp;
  return mp;
}
