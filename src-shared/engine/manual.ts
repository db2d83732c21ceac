/**
 * Manual adjustments: how players settle card text the engine does not carry out. Each is a
 * logged action (so replays reproduce it): tap, untap, wound, heal, discard, move a card
 * between zones, change a figure until the end of the turn, draw.
 */
import { reject } from './errors';
import { removeCharacter } from './corruption';
import { allZones, drawCards, player, removeFrom, setStatus, toDiscard, type Ctx } from './state';
import type { GameState, ManualOp, Rejection } from './types';

function locate(s: GameState, inst: number): number[] | null {
  for (const z of allZones(s)) if (z.name !== 'combat.creature' && z.cards.includes(inst)) return z.cards;
  return null;
}

function inPlay(s: GameState, inst: number): boolean {
  if (s.chars[inst]) return true;
  for (const ch of Object.values(s.chars)) if (ch.items.includes(inst) || ch.allies.includes(inst) || ch.hazards.includes(inst)) return true;
  return s.players.some((p) => p.playArea.includes(inst));
}

export function checkManual(s: GameState, seat: number, op: ManualOp): Rejection | null {
  if (op.kind === 'draw') return op.count >= 1 && op.count <= 8 ? null : reject('MANUAL', 'manual', 'draw 1 to 8 cards');
  if (s.cardOf[op.inst] === undefined) return reject('MANUAL', 'manual', 'no such card');
  if (op.kind === 'tap' || op.kind === 'untap' || op.kind === 'wound' || op.kind === 'heal' || op.kind === 'modify')
    return inPlay(s, op.inst) ? null : reject('MANUAL', 'manual', 'only a card in play');
  const p = player(s, seat);
  const zone = locate(s, op.inst);
  if (!zone) return reject('MANUAL', 'manual', 'the card is not in a zone that can be adjusted');
  const own = zone === p.hand || zone === p.mpHand || zone === p.playArea || zone === p.mpPile || inPlay(s, op.inst);
  return own ? null : reject('MANUAL', 'manual', 'only your hand, your piles or cards in play');
}

export function applyManual(s: GameState, seat: number, op: ManualOp, ctx: Ctx): void {
  ctx.events.push({ type: 'manual', seat, op });
  switch (op.kind) {
    case 'draw':
      drawCards(s, seat, op.count, ctx);
      return;
    case 'tap':
      setStatus(s, op.inst, 'tapped');
      return;
    case 'untap':
      setStatus(s, op.inst, 'untapped');
      return;
    case 'wound':
      setStatus(s, op.inst, 'wounded');
      return;
    case 'heal':
      setStatus(s, op.inst, 'untapped');
      return;
    case 'modify':
      s.mods.push({ inst: op.inst, stat: op.stat, delta: op.delta });
      return;
    case 'discard':
    case 'move': {
      if (s.chars[op.inst]) {
        removeCharacter(s, op.inst, 'discarded', ctx);
        return;
      }
      const zone = locate(s, op.inst);
      if (zone) removeFrom(zone, op.inst);
      const to = op.kind === 'discard' ? 'discard' : op.to;
      const p = player(s, seat);
      if (to === 'discard') toDiscard(s, op.inst, ctx);
      else if (to === 'hand') p.hand.push(op.inst);
      else if (to === 'mpPile') p.mpPile.push(op.inst);
      else p.playArea.push(op.inst);
    }
  }
}
