/**
 * Manual adjustments: how players settle card text the engine does not carry out. Each is a
 * logged action (so replays reproduce it): tap, untap, wound, heal, discard, move a card
 * between zones, change a figure until the end of the turn, draw.
 *
 * Whose cards (checkManual; the player to act makes them, and he settles the text of the cards he plays):
 * - His own cards: his Play and MP hands, his play area, his MP pile, his characters and the cards they bear (coe-rules
 *   glossary: "control, controller - For a player, the entities that the player owns and hasn't lost due to an effect are
 *   under the “control” of that player; for a character, the cards that have been played on or placed with that character
 *   are under the “control” of that character"). A hazard on one of his characters is not his: he may only discard it
 *   (a resource removing it; coe-rules 9.3.3 forbids resources to target an opponent's resources or characters, not hazards).
 * - The company his hazards face: the hazard player deciding in a company's movement/hazard phase, or making an attack on it
 *   (not company-vs-company combat), may tap, untap, wound, heal, discard or modify its characters and the cards they bear
 *   (coe-rules 2.IV.vii.3: hazards target "the current company or an entity associated with that company").
 * - Hazards in an opponent's play area: the active (resource) player may discard them (9.3.3 again: his resources may).
 * Anything else of an opponent's (his hand, play area, MP pile, other companies) is refused: `MANUAL_NOT_YOURS`.
 * Moving a card into the MP pile needs a card that scores there (`MANUAL_MP_PILE`): a resource he controls in play (an item or
 * ally his character bears, a resource event on his character or in his play area: "store - An action that moves a card in
 * play to its player's marshalling point pile"), or, for the active player, a hazard with kill points in an opponent's play
 * area that attacked him (Arda Revised §7: "If a defeated attack is a hazard creature, the card is placed in the defender's
 * marshalling point pile"; defeated creatures the engine's combat places itself, and which hazard attacked him is his word);
 * never a card from a hand, never a character, never an opponent's resource. A character (his own, or one of the company his
 * hazards face) is discarded by hand, or "returned to his player's hand": in Arda the Character deck (phases/keepItem.ts
 * toCharacterDeck; Arda Revised §3: "Return the unused characters to the Roving Character Deck"); into no other pile
 * (`MANUAL_CHARACTER`).
 */
import { reject } from './errors';
import { removeCharacter } from './corruption';
import { toCharacterDeck } from './phases/keepItem';
import { allZones, cardOf, drawCards, player, removeFrom, setStatus, toDiscard, type Ctx } from './state';
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

/** The character in play this card is (itself) or is borne by (item, ally, card on him), or null. */
function characterOf(s: GameState, inst: number): number | null {
  if (s.chars[inst]) return inst;
  for (const [ch, c] of Object.entries(s.chars)) if (c.items.includes(inst) || c.allies.includes(inst) || c.hazards.includes(inst)) return Number(ch);
  return null;
}

/** The company the seat's hazards face now: his hazard play in its movement/hazard phase, or an attack he makes on it. */
function facedCompany(s: GameState, seat: number): string | null {
  const top = s.stack[s.stack.length - 1];
  if (top?.kind === 'mhHazards' && top.hazardSeat === seat) return top.companyId;
  if (top?.kind === 'combat' && top.attack.source !== 'company' && top.attack.attackerSeat === seat) return top.attack.companyId;
  return null;
}

/** Whose a card is and where, in words for a refusal: "on Aragorn II (P1)", "P1's character", "in P1's play area". */
function whereWords(s: GameState, inst: number): string {
  const name = (seat: number) => s.players[seat]?.name ?? `seat ${seat}`;
  const ch = characterOf(s, inst);
  const owner = ch !== null ? s.chars[ch]?.owner : undefined;
  if (ch === inst && owner !== undefined) return `${name(owner)}'s character`;
  if (ch !== null && owner !== undefined) return `on ${cardOf(s, ch).name} (${name(owner)})`;
  for (const p of s.players) {
    for (const [zone, words] of [[p.hand, 'hand'], [p.mpHand, 'MP hand'], [p.playArea, 'play area'], [p.mpPile, 'MP pile']] as const) if (zone.includes(inst)) return `in ${name(p.seat)}'s ${words}`;
  }
  return 'not in a zone that can be adjusted';
}

const MANUAL_OWN = 'by hand you may affect your own cards, the company your hazards face (while you play hazards on it or attack it), and hazards in an opponent’s play area (discard, on your turn)';

/** Why this seat may not affect the card with this op (null: it may). */
function controlProblem(s: GameState, seat: number, op: Exclude<ManualOp, { kind: 'draw' }>): Rejection | null {
  const p = player(s, seat);
  const card = cardOf(s, op.inst);
  const ch = characterOf(s, op.inst);
  const discarding = op.kind === 'discard' || (op.kind === 'move' && op.to === 'discard');
  const homeward = op.kind === 'move' && op.to === 'hand' && s.chars[op.inst] !== undefined;
  if (op.kind === 'move' && op.to !== 'discard' && op.to !== 'hand' && s.chars[op.inst])
    return reject('MANUAL_CHARACTER', 'manualControl', `${card.name} is a character in play: by hand a character is discarded or returned to his player's hand (in Arda the Character deck)`);
  if (op.kind === 'move' && op.to === 'mpPile') return mpPileProblem(s, seat, op.inst);
  // His own cards: hands, play area, MP pile, his characters and what they bear (a hazard on one of them: discard only).
  if ([p.hand, p.mpHand, p.playArea, p.mpPile].some((z) => z.includes(op.inst))) return null;
  if (ch !== null && s.chars[ch]?.owner === seat) {
    if (card.type === 'Hazard' && op.kind === 'move' && !discarding)
      return reject('MANUAL_NOT_YOURS', 'manualControl', `${card.name} is a hazard on your ${cardOf(s, ch).name}: you may discard it by hand, not take it`);
    return null;
  }
  // The company his hazards face: tap, untap, wound, heal, discard, modify.
  const faced = facedCompany(s, seat);
  if (faced !== null && ch !== null && s.chars[ch]?.company === faced && (op.kind !== 'move' || discarding || homeward)) return null;
  // A hazard in an opponent's play area: the active player may discard it.
  if (discarding && card.type === 'Hazard' && s.turn.active === seat && s.players.some((o) => o.seat !== seat && o.playArea.includes(op.inst))) return null;
  return reject('MANUAL_NOT_YOURS', 'manualControl', `${card.name} is ${whereWords(s, op.inst)}: ${MANUAL_OWN}`);
}

/** Why the card does not score in this seat's MP pile (null: it does). */
function mpPileProblem(s: GameState, seat: number, inst: number): Rejection | null {
  const p = player(s, seat);
  const card = cardOf(s, inst);
  const ch = characterOf(s, inst);
  if (p.mpPile.includes(inst)) return null;
  // A resource he controls in play: stored (an item or ally his character bears, a resource event on him or in his play area).
  const controls = (ch !== null && s.chars[ch]?.owner === seat) || p.playArea.includes(inst);
  if (card.type === 'Resource' && controls) return null;
  // A hazard with kill points that attacked the active player, from an opponent's play area.
  if (card.type === 'Hazard' && card.mp > 0 && s.turn.active === seat && s.players.some((o) => o.seat !== seat && o.playArea.includes(inst))) return null;
  const why =
    p.hand.includes(inst) || p.mpHand.includes(inst)
      ? `${card.name} is in your ${p.hand.includes(inst) ? 'hand' : 'MP hand'}: ${card.type === 'Hazard' ? 'a hazard in your hand scores nothing' : 'play it first'}`
      : card.type === 'Hazard'
        ? `${card.name} is a hazard ${whereWords(s, inst)}: only a hazard with marshalling points that attacked you, from an opponent's play area, goes to your MP pile`
        : `${card.name} is ${whereWords(s, inst)}: only a resource you control in play goes to your MP pile`;
  return reject('MANUAL_MP_PILE', 'manualMpPile', why);
}

export function checkManual(s: GameState, seat: number, op: ManualOp): Rejection | null {
  if (op.kind === 'draw') return op.count >= 1 && op.count <= 8 ? null : reject('MANUAL', 'manual', 'draw 1 to 8 cards');
  if (s.cardOf[op.inst] === undefined) return reject('MANUAL', 'manual', 'no such card');
  if (op.kind === 'tap' || op.kind === 'untap' || op.kind === 'wound' || op.kind === 'heal' || op.kind === 'modify')
    return inPlay(s, op.inst) ? controlProblem(s, seat, op) : reject('MANUAL', 'manual', 'only a card in play');
  const zone = locate(s, op.inst);
  if (!zone) return reject('MANUAL', 'manual', 'the card is not in a zone that can be adjusted');
  const adjustable = inPlay(s, op.inst) || s.players.some((o) => [o.hand, o.mpHand, o.playArea, o.mpPile].includes(zone));
  return adjustable ? controlProblem(s, seat, op) : reject('MANUAL', 'manual', 'only your hand, your piles or cards in play');
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
        // "Returns to his player's hand": a character's in Arda is the Character deck (phases/keepItem.ts).
        if (op.kind === 'move' && op.to === 'hand') toCharacterDeck(s, op.inst, 'by hand', ctx);
        else removeCharacter(s, op.inst, 'discarded', ctx);
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
