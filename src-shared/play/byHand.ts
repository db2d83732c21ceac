/**
 * Settling a card played by hand (engine byHand.ts: a card without a definition, whose text the engine does not carry
 * out). The Play screen shows the card's text and offers the adjustments the text names as one-click suggestions —
 * marshalling points, tapping, wounding, discarding, drawing — each a manual action the engine checks (manual.ts) and
 * the log marks "(manual)". Pure: reads a GameView.
 */
import type { GameView } from '../engine';
import { checkManual } from '../engine/manual';
import type { EngineCard, GameEvent, GameState, ManualOp } from '../engine/types';
import { msg, type Msg } from './msg';
import { cardArg, type DescribeContext } from './names';

export interface ByHandSuggestion {
  key: string;
  /** The adjustment in words (a message: the renderer words it in the reader's language). */
  label: Msg;
  op: ManualOp;
}

export interface ByHandCard {
  inst: number;
  card: EngineCard;
  suggestions: ByHandSuggestion[];
}

const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** "draw two cards", "draws 3 cards": how many cards the text says to draw (null: none). */
export function drawsInText(text: string): number | null {
  const m = /\bdraws? (a|an|one|two|three|four|five|\d+) (?:additional )?cards?\b/i.exec(text);
  if (!m) return null;
  const word = (m[1] ?? '').toLowerCase();
  return NUMBERS[word] ?? Number(word);
}

/**
 * The card the seat played by hand in an action, from its events (its `playResourceEvent`, a `playHazardEvent` without a
 * target, or another play of a card the engine marked as played by hand), or null.
 */
export function playedByHand(view: GameView, seat: number, events: readonly GameEvent[]): number | null {
  const played = [...events].reverse().find(
    (e) => (e.type === 'playResourceEvent' || e.type === 'playHazardEvent' || e.type === 'playMpCard' || e.type === 'playCreature') && e.seat === seat,
  );
  if (!played || !('card' in played) || typeof played.card !== 'string') return null;
  return (view.byHand ?? []).filter((i) => view.cardOf[i] === played.card).at(-1) ?? null;
}

/** The card played by hand and the adjustments its text names that the engine would accept from the seat now. */
export function byHandCard(view: GameView, seat: number, inst: number): ByHandCard | null {
  const ctx: DescribeContext = { view };
  const card = view.catalog.cards[view.cardOf[inst] ?? ''];
  if (!card) return null;
  const state = view as unknown as GameState;
  const ok = (op: ManualOp) => {
    try {
      return checkManual(state, seat, op) === null;
    } catch {
      return false;
    }
  };
  const out: ByHandSuggestion[] = [];
  const add = (key: string, label: Msg, op: ManualOp) => {
    if (ok(op)) out.push({ key, label, op });
  };
  const text = card.text ?? '';
  if (card.mp > 0) add('mp', msg('h.toMpPile', { card: cardArg(ctx, inst), mp: card.mp }), { kind: 'move', inst, to: 'mpPile' });
  const draws = drawsInText(text);
  if (draws) add('draw', msg('h.draw', { n: draws }), { kind: 'draw', count: draws });
  // Characters the text may tap or wound: those of the company the play concerns (the seat's own, or the one his hazard faces).
  const step = view.stack[view.stack.length - 1];
  const companyId = step?.kind === 'mhHazards' || step?.kind === 'siteCompany' ? step.companyId : null;
  const company = view.companies.find((c) => c.id === companyId) ?? view.companies.find((c) => c.owner === seat);
  for (const ch of company?.chars ?? []) {
    if (/\btaps?\b/i.test(text)) add(`tap-${ch}`, msg('h.tap', { card: cardArg(ctx, ch) }), { kind: 'tap', inst: ch });
    if (/\bwound/i.test(text)) add(`wound-${ch}`, msg('h.wound', { card: cardArg(ctx, ch) }), { kind: 'wound', inst: ch });
  }
  if (/\bdiscard/i.test(text)) add('discard', msg('h.discard', { card: cardArg(ctx, inst) }), { kind: 'discard', inst });
  return { inst, card, suggestions: out };
}
