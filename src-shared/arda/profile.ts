/**
 * What a rules profile is: data plus small predicates. The validator and the builder read
 * only this shape, so a new profile is a new module and a registry line.
 */
import type { ArdaCardFacts, DeckId, Severity } from './model';
import { DECK_IDS, nameKey } from './model';

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
  /** Copies the rule calls ideal ("nine copies each"): fewer is a warning, not an error. */
  idealTotal?: number;
  rule: string;
}

/**
 * The deck should hold copies of every card of a kind in the database (Dark Arda: one of
 * each minion site; nine of each Darkhaven). Missing copies are one warning for the deck.
 */
export interface CoverageRule {
  /** The kind, plural: "minion sites (Under-deeps sites aside)". */
  label: string;
  matches(card: ArdaCardFacts): boolean;
  copies(players: number): number;
  severity: Severity;
  rule: string;
}

/** Game setup deals cards of a kind from a deck to each player (Arda Revised §3, Dark Arda "Game Setup"). */
export interface SetupNeed {
  deck: DeckId;
  /** The kind, plural: "characters of mind 6 or more". */
  label: string;
  matches(card: ArdaCardFacts): boolean;
  perPlayer(players: number): number;
  severity: Severity;
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
  coverage?: CoverageRule;
  /**
   * The deck is a pool of locations (Arda Revised: the sites sleeved with MP cards, "multiple
   * copies of the same location may be present"): copies of a unique site never count as
   * UNIQUE_COPIES there.
   */
  locationPool?: boolean;
  /** Copies of one unique card the deck may hold as one (Dark Arda: a site deck per player). */
  uniqueCopies?(players: number): number;
  /** The profile has no such deck: it accepts nothing and views hide it. */
  unused?: boolean;
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
  /**
   * Why a card of an allowed printed alignment is still refused as ALIGNMENT (Arda Revised
   * Ringwraith sets and Balrog-specific cards), or null.
   */
  alignmentRefusal?(card: ArdaCardFacts): string | null;
  /** What game setup deals from the decks; a deck that cannot deal it is a SETUP problem. */
  setup?: readonly SetupNeed[];
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
  return (card) => order.find((id) => !decks[id].unused && decks[id].accepts(card) && (!decks[id].requiresMp || card.hasMp)) ?? null;
}

/** The decks a profile uses, in DECK_IDS order (views list only these). */
export function decksInUse(profile: Profile): DeckId[] {
  return DECK_IDS.filter((deck) => !profile.decks[deck].unused);
}

/**
 * The decks to list for a set: those its profile uses, plus an unused deck that still holds
 * cards (so the cards the validator flags there stay visible). Unknown profile: every deck.
 */
export function decksToShow(profile: Profile | undefined, decks: Partial<Record<DeckId, readonly unknown[]>>): DeckId[] {
  return DECK_IDS.filter((deck) => !profile?.decks[deck].unused || (decks[deck]?.length ?? 0) > 0);
}

/** The rule for a deck a profile does not use: takes nothing. */
export function unusedDeck(holds: string): DeckRule {
  return { holds, accepts: () => false, unused: true };
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
