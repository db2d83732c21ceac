/**
 * A character's effective figures, general influence used, and scores, read from a view with
 * the engine's own code (so the screen shows what the engine will use). Nothing here throws on
 * hidden instances: they are left out.
 */
import type { GameView } from '../engine';
import { corruptionPoints } from '../engine/corruption';
import { scoreSheet } from '../engine/scoring';
import { bodyOf, directInfluence, GENERAL_INFLUENCE, generalInfluence, prowessOf, reservedInfluence, usedGeneralInfluence } from '../engine/state';
import type { GameState, ScoreSheet, Status } from '../engine/types';

export interface CharacterFigures {
  prowess: number;
  body: number;
  mind: number | null;
  di: number;
  corruption: number;
  status: Status;
}

/** The engine's helpers read a GameState; a view has the same shape apart from the generator, which they never touch. */
function asState(view: GameView): GameState {
  return view as unknown as GameState;
}

function known(view: GameView, inst: number): boolean {
  const id = view.cardOf[inst];
  return Boolean(id && view.catalog.cards[id]);
}

/** A view in which every instance the engine's helpers will read is known: hidden ones dropped. */
function withoutHidden(view: GameView): GameState {
  const keep = (list: number[]) => list.filter((i) => known(view, i));
  const chars: GameState['chars'] = {};
  for (const [inst, ch] of Object.entries(view.chars)) if (known(view, Number(inst))) chars[inst] = { ...ch, items: keep(ch.items), allies: keep(ch.allies), hazards: keep(ch.hazards) };
  return {
    ...asState(view),
    chars,
    companies: view.companies.map((c) => ({ ...c, chars: keep(c.chars) })),
    players: view.players.map((p) => ({ ...p, mpPile: keep(p.mpPile), playArea: keep(p.playArea), eliminatedPile: keep(p.eliminatedPile) })),
  };
}

/** Prowess, body, direct influence with items and modifiers; corruption points; tap state. Allies: their printed figures. */
export function characterFigures(view: GameView, inst: number): CharacterFigures {
  const status = view.status[inst] ?? 'untapped';
  const id = view.cardOf[inst];
  const card = id ? view.catalog.cards[id] : undefined;
  if (!card) return { prowess: 0, body: 0, mind: null, di: 0, corruption: 0, status };
  if (!view.chars[inst]) return { prowess: card.prowess ?? 0, body: card.body ?? 0, mind: card.mind, di: card.di, corruption: 0, status };
  const s = withoutHidden(view);
  return { prowess: prowessOf(s, inst), body: bodyOf(s, inst), mind: card.mind, di: directInfluence(s, inst), corruption: corruptionPoints(s, inst), status };
}

/**
 * General influence: the mind of the seat's characters not under direct influence (avatars aside), of 20 (as cards change it:
 * Bade to Rule's +5); Dark Arda
 * `reserved` 5 more ("Minion Players have 25 general influence … Five of that general influence can never be used to control any characters").
 */
export function influenceUsed(view: GameView, seat: number): { used: number; of: number; reserved: number } {
  const reserved = reservedInfluence(view.profile);
  if (!view.players[seat]) return { used: 0, of: GENERAL_INFLUENCE, reserved };
  const s = withoutHidden(view);
  return { used: usedGeneralInfluence(s, seat), of: generalInfluence(s, seat), reserved };
}

/** Marshalling points by category for every seat, by seat index (the engine's scoreSheet). */
export function scores(view: GameView): ScoreSheet[] {
  const s = withoutHidden(view);
  return view.players.map((p) => scoreSheet(s, p.seat));
}
