/**
 * The game log as rows to draw: a heading whenever the turn or the phase changes, then each
 * action in words with the lines of what it caused, in the order they happened. The words are
 * the record's, fixed when each action was applied (record.ts), rendered in the reader's
 * language for the seat reading (a card that seat could not see stays "a hidden card").
 * Entries stored before words were recorded fall back to words from the view at hand.
 */
import type { GameLogEntry } from '../api/schemasGames';
import { chainActionText, describeAction, describeEvent, diceLine, englishEnv, seatName, type DescribeContext } from './describe';
import { sentence, type RenderEnv } from './msg';

export interface LogLine {
  text: string;
  roll: boolean;
}

export type LogRow =
  | { kind: 'heading'; key: string; text: string }
  | { kind: 'action'; key: string; index: number; seat: number; who: string; text: string; lines: LogLine[]; manual: boolean };

const PHASES: Record<string, string> = {
  draftAvatar: 'Setup: avatar draft',
  startingCompany: 'Setup: starting companies',
  draftMinor: 'Setup: minor item draft',
  startingSite: 'Setup: starting sites',
  organization: 'Organization phase',
  longEvent: 'Long-event phase',
  mhSelect: 'Movement/hazard phase',
  mhHazards: 'Movement/hazard phase',
  siteSelect: 'Site phase',
  siteCompany: 'Site phase',
  combat: 'Combat',
  chain: 'Chain of effects',
  endTurn: 'End-of-turn phase',
  discardExcess: 'Hand size',
  mhDraws: 'Movement/hazard phase',
  // Simultaneous turns: an active player whose turn is over waits for the others.
  waitTurn: 'End-of-turn phase',
  // Dark Arda setup and play.
  selectRingwraith: 'Setup: Ringwraith selection',
  ringwraithFollower: 'Setup: followers',
  darkCompany: 'Setup: starting companies',
  darkItems: 'Setup: starting items',
  ringChoice: 'Organization phase',
  ringDraw: 'Hand size',
  keepItem: 'Movement/hazard phase',
  handAutoAttack: 'Site phase',
  councilChecks: 'Final corruption checks',
  gameOver: 'Game over',
};

/** A step kind's phase in words; a kind added later reads as its words ("someNewStep" → "Some new step"). */
export function phaseName(phase: string): string {
  const known = PHASES[phase];
  if (known) return known;
  const words = phase.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An entry without recorded words (an older game): words from the view at hand, as the log read before. */
function legacyWords(ctx: DescribeContext, e: GameLogEntry): { text: string; lines: LogLine[] } {
  // Chain actions say what they were then (a response or a play), not what the chain is now.
  const text = e.action.type === 'playCard' || e.action.type === 'passChain' ? chainActionText(ctx, e.action, e.phase === 'chain') : describeAction(ctx, e.seat, e.action);
  const lines: LogLine[] = [];
  for (const ev of e.events) {
    const d = diceLine(ctx, ev);
    const line = d ? d.text : describeEvent(ctx, ev);
    if (line) lines.push({ text: line, roll: d !== null });
  }
  return { text, lines };
}

/**
 * The rows for these entries (only those of `seat` when given). `env` renders the record's words
 * in the reader's language for the reader's seat; by default English for the view's seat.
 */
export function buildLogRows(ctx: DescribeContext, entries: readonly GameLogEntry[], seat: number | null, env?: RenderEnv): LogRow[] {
  const render = env ?? { ...englishEnv(ctx), viewer: ctx.view.viewer };
  const rows: LogRow[] = [];
  let lastHead = '';
  for (const e of entries) {
    if (seat !== null && e.seat !== seat) continue;
    // Setup steps name themselves ("Setup: avatar draft"); turns say whose they are.
    const head = e.turn > 0 ? `Turn ${e.turn} (round ${e.round}), ${seatName(ctx, e.active)} · ${phaseName(e.phase)}` : phaseName(e.phase);
    if (head !== lastHead) {
      rows.push({ kind: 'heading', key: `h${e.index}`, text: head });
      lastHead = head;
    }
    const manual = e.action.type === 'manual';
    const words = e.words
      ? { text: sentence(render, e.words.action), lines: e.words.lines.map((l) => ({ text: sentence(render, l.m), roll: l.roll === true })) }
      : legacyWords(ctx, e);
    const text = manual && !words.text.includes('(manual)') ? `${words.text} (manual)` : words.text;
    rows.push({ kind: 'action', key: `a${e.index}`, index: e.index, seat: e.seat, who: seatName(ctx, e.seat), text, lines: words.lines, manual });
  }
  return rows;
}
