/**
 * The game log as rows to draw: a heading whenever the turn or the phase changes, then
 * each action in words with its events and dice lines. Described with the shown seat's
 * view, so hidden cards stay "a hidden card".
 */
import type { GameLogEntry } from '../api/schemasGames';
import { chainActionText, describeAction, describeEvent, diceLine, seatName, type DescribeContext } from './describe';

export type LogRow =
  | { kind: 'heading'; key: string; text: string }
  | { kind: 'action'; key: string; index: number; seat: number; who: string; text: string; events: string[]; dice: string[]; manual: boolean };

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

export function buildLogRows(ctx: DescribeContext, entries: readonly GameLogEntry[], seat: number | null): LogRow[] {
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
    // Chain actions say what they were then (a response or a play), not what the chain is now.
    let text = e.action.type === 'playCard' || e.action.type === 'passChain' ? chainActionText(ctx, e.action, e.phase === 'chain') : describeAction(ctx, e.seat, e.action);
    if (manual && !text.includes('(manual)')) text += ' (manual)';
    const dice: string[] = [];
    const events: string[] = [];
    for (const ev of e.events) {
      const d = diceLine(ctx, ev);
      if (d) {
        dice.push(d.text);
        continue;
      }
      const line = describeEvent(ctx, ev);
      if (line) events.push(line);
    }
    rows.push({ kind: 'action', key: `a${e.index}`, index: e.index, seat: e.seat, who: seatName(ctx, e.seat), text, events, dice, manual });
  }
  return rows;
}
