/**
 * What a rules profile is: data plus small predicates. The validator and the builder read
 * only this shape, so a new profile is a new module and a registry line.
 */
import type { ArdaCardFacts, DeckId, Severity } from './model';
import { nameKey } from './model';

export interface SizeTarget {
  min?: number;
  max?: number;
  severity: Severity;
  /** The rule as a sentence, with its source: "Arda Revised §2: at least 45 cards". */
  rule: string;
}

/** Play-deck balance: hazard share of the deck, and creatures outnumbering other hazards. */
export interface RatioTarget {
  hazardShare: { min: number; max: number };
  creatureMajority: boolean;
  rule: string;
}

/**
 * One kind of card the deck must hold in set numbers (Wizards, Ringwraiths, a mode card).
 * A deck with groups governs its own copies of unique cards, so they count once toward
 * the set-wide uniqueness rule (Arda Revised §3 lets 6–7 players repeat a Wizard).
 */
export interface CompositionGroup {
  label: string;
  matches(card: ArdaCardFacts): boolean;
  maxEach(players: number): number;
  minTotal(players: number): number;
  /** Distinct cards needed, when the rule names "one of each of the nine". */
  minDistinct?: number;
  rule: string;
}

export interface DeckRule {
  /** What the deck takes, as a clause with its source, for messages. */
  holds: string;
  accepts(card: ArdaCardFacts): boolean;
  /** Each card must print marshalling points (NO_MP). */
  requiresMp?: boolean;
  /** Most copies of one non-unique card in this deck; absent means any number. */
  copyLimit?: { max: number; rule: string };
  size?(players: number): SizeTarget | null;
  ratio?: RatioTarget;
  composition?: readonly CompositionGroup[];
}

/** An entry of an excluded or discouraged list: a named card or a described kind. */
export interface ListRule {
  label: string;
  /** Names as the rules print them; every one should match a real card. */
  names?: readonly string[];
  why: string;
  matches(card: ArdaCardFacts): boolean;
}

export interface Profile {
  id: string;
  label: string;
  /** Short source citation used in messages. */
  source: string;
  players: { min: number; max: number };
  alignments: readonly string[];
  alignmentRule: string;
  uniqueRule: string;
  decks: Record<DeckId, DeckRule>;
  /** The deck a card of an allowed alignment goes in, or null when no deck takes it. */
  deckFor(card: ArdaCardFacts): DeckId | null;
  excluded: readonly ListRule[];
  discouraged: readonly ListRule[];
}

export function named(label: string, names: readonly string[], why: string): ListRule {
  const keys = new Set(names.map(nameKey));
  return { label, names, why, matches: (card) => keys.has(card.nameKey) };
}

export function described(label: string, why: string, matches: (card: ArdaCardFacts) => boolean): ListRule {
  return { label, why, matches };
}

/**
 * deckFor as the first deck, in the given order, that accepts the card and whose MP
 * requirement it meets: so a deck order is all a profile needs to say where cards go.
 */
export function firstAccepting(decks: Record<DeckId, DeckRule>, order: readonly DeckId[]): (card: ArdaCardFacts) => DeckId | null {
  return (card) => order.find((id) => decks[id].accepts(card) && (!decks[id].requiresMp || card.hasMp)) ?? null;
}

/** A deck's size target in numbers: at least `min` (0 when only a maximum is set), at most `max` (null: no upper bound). */
export interface DeckTargetNumbers {
  min: number;
  max: number | null;
}

/** The profile's size target of one deck for a player count, or null when the deck has none. */
export function deckTarget(profile: Profile, deck: DeckId, players: number): DeckTargetNumbers | null {
  const size = profile.decks[deck].size?.(players) ?? null;
  if (!size || (size.min === undefined && size.max === undefined)) return null;
  return { min: size.min ?? 0, max: size.max ?? null };
}
