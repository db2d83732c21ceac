/**
 * A character who "returns to his player's hand" by a card's text (Call of Home). Arda has no hand of characters: the Play
 * hand holds resources and hazards, and a character is played from the face-up roving characters, turned up from the
 * Character deck (Arda Revised §3: "Return the unused characters to the Roving Character Deck"; "turn 4 roving characters
 * face up from the Roving Character Deck. These characters are roving and may be played by any player as if from hand";
 * Dark Arda, Game Setup 5: "all undrafted character cards … are shuffled together and placed in a Character Deck … any player
 * may play a card from this pool of cards (as though from their hand)"). So he is shuffled into his set's Character deck,
 * from which he can be turned face up and played again; a card in the Play hand he would never leave.
 *
 * Before he goes, his player chooses the one item kept in his company ("Any one item held by the removed character may
 * automatically be transferred to another character in his company (all other non-follower cards he controls are
 * discarded)"; coe-rules 9.4.4: "If an effect is templated such that a character or some other card “may” take an action, the
 * card's player may use the card to take the action"): a `keepItem` step, action `keepItem { item, to }` (both null: none),
 * offered when he bears an item and a companion could take it (not a Ringwraith: Arda Revised §5, "Ringwraith characters may
 * not use items").
 */
import { actionShape, instOrNull } from '../actionFields';
import { reject } from '../errors';
import { removeCharacter } from '../corruption';
import { shuffleInPlace } from '../rng';
import { cardOf, companyOfChar, FACE_UP, removeFrom, setZones, type Ctx } from '../state';
import type { Alignment, GameState, Step } from '../types';
import type { Handler } from './handler';

type KeepStep = Extract<Step, { kind: 'keepItem' }>;

/** The other characters of his company who could take one of his items (not Ringwraiths). */
export function itemHeirs(s: GameState, inst: number): number[] {
  const co = companyOfChar(s, inst);
  return co ? co.chars.filter((c) => c !== inst && s.chars[c] && cardOf(s, c).race !== 'Ringwraith') : [];
}

/** The character leaves play (his other non-follower cards discarded) and is shuffled into his set's Character deck. */
export function toCharacterDeck(s: GameState, inst: number, why: string, ctx: Ctx): void {
  const seat = s.chars[inst]?.owner;
  if (seat === undefined) return;
  removeCharacter(s, inst, 'discarded', ctx);
  const align = s.alignOf[inst] as Alignment;
  const z = setZones(s, align);
  // Wherever leaving play put him (a discard pile, or an eliminated pile where the profile sends discarded characters), he
  // is now in the Character deck alone (soak key dark-arda/ringwraith/6/pool/bot/r120/733346).
  removeFrom(z.discards.character, inst);
  for (const p of s.players) removeFrom(p.eliminatedPile, inst);
  ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, inst).name} returns to the Character deck (${why})`, inst, seat });
  // A face-up row short of four (the deck had run out) takes him at once, as refillFaceUp would.
  if (z.faceUp.character.length < FACE_UP) {
    z.faceUp.character.push(inst);
    ctx.events.push({ type: 'faceUp', align, deck: 'character', inst, card: s.cardOf[inst] });
    return;
  }
  z.decks.character.push(inst);
  shuffleInPlace(s.rng, z.decks.character);
}

/** The character leaves play by `why`'s text: his player chooses the item kept first when there is a choice, else he goes at once. */
export function leavePlayKeepingItem(s: GameState, inst: number, why: string, ctx: Ctx): void {
  const ch = s.chars[inst];
  if (!ch) return;
  if (ch.items.length > 0 && itemHeirs(s, inst).length > 0) s.stack.push({ kind: 'keepItem', seat: ch.owner, inst, why });
  else toCharacterDeck(s, inst, why, ctx);
}

function keepStep(s: GameState): KeepStep | null {
  const step = s.stack[s.stack.length - 1];
  return step?.kind === 'keepItem' ? step : null;
}

export const keepItem: Handler<'keepItem'> = {
  schema: actionShape('keepItem', { item: instOrNull, to: instOrNull }),
  steps: ['keepItem'],
  legal: (s) => {
    const step = keepStep(s);
    if (!step) return [];
    const heirs = itemHeirs(s, step.inst);
    const items = s.chars[step.inst]?.items ?? [];
    return [...items.flatMap((item) => heirs.map((to) => ({ type: 'keepItem' as const, item, to }))), { type: 'keepItem' as const, item: null, to: null }];
  },
  check: (s, _seat, a) => {
    const step = keepStep(s);
    if (!step) return reject('PHASE', 'phase', 'no character is leaving play with items to keep');
    if (a.item === null && a.to === null) return null;
    const name = cardOf(s, step.inst).name;
    if (a.item === null || !(s.chars[step.inst]?.items ?? []).includes(a.item)) return reject('NOT_HIS', 'keepItem', `the item kept must be one ${name} bears`);
    if (a.to === null || !itemHeirs(s, step.inst).includes(a.to)) return reject('NOT_IN_COMPANY', 'keepItem', `the item goes to another character in ${name}'s company who may use items (not a Ringwraith)`);
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const step = keepStep(s);
    if (!step) return;
    s.stack.pop();
    const ch = s.chars[step.inst];
    if (a.item !== null && a.to !== null && ch && removeFrom(ch.items, a.item)) {
      s.chars[a.to]?.items.push(a.item);
      ctx.events.push({ type: 'itemSaved', item: a.item, to: a.to, seat });
    }
    toCharacterDeck(s, step.inst, step.why, ctx);
  },
};
