/**
 * Validates an Arda set against its profile. Pure and deterministic: the UI runs it on
 * every edit, the CLI and the tests call the same function. It reads profiles only through
 * the Profile shape, so it knows no profile by name.
 *
 * Counting: proxies are physical cards in the pool, so they count toward deck sizes,
 * ratios, copy limits and uniqueness; they never count toward ownership (NOT_OWNED).
 * Unknown card ids are reported as WRONG_DECK errors (no deck can hold a card the database
 * lacks) and still count toward ownership, which needs only the id; an unknown profile id
 * is one set-wide WRONG_DECK error.
 *
 * No incremental mode: a full pass over a 1,000-card set takes well under a millisecond once
 * the per-card list checks are cached (bench/arda.ts), so one edit costs one full pass.
 */
import { article, DECK_IDS, DECK_LABELS, VIOLATION_CODES, type ArdaCardFacts, type ArdaSet, type DeckId, type Severity, type Violation, type ViolationCode } from './model';
import type { CompositionGroup, DeckRule, ListRule, Profile } from './profile';
import { getProfile } from './profiles';

export interface ValidationContext {
  /** Copies the user owns, by card id. */
  owned: ReadonlyMap<string, number>;
  /** Copies (not proxies) of each card allocated in the user's other Arda sets. */
  allocatedElsewhere: ReadonlyMap<string, number>;
  /** Players the set should serve; without it, targets are those of the profile's smallest game. */
  players?: number;
}

export type CardLookup = ReadonlyMap<string, ArdaCardFacts>;

interface Tally {
  copies: number;
  proxies: number;
}

/** Per card over the set: physical copies per deck (index = DECK_IDS order) and owned-copy use. */
interface CardTotals {
  perDeck: number[];
  copies: number;
}

export function validateArdaSet(set: ArdaSet, cards: CardLookup, context: ValidationContext): Violation[] {
  const profile = getProfile(set.profileId);
  if (!profile) {
    return [{ severity: 'error', code: 'WRONG_DECK', deck: null, cardId: null, message: `Unknown rules profile "${set.profileId}": choose one of the registered profiles.` }];
  }
  const players = context.players ?? profile.players.min;
  const out: Violation[] = [];
  const totals = new Map<string, CardTotals>();

  DECK_IDS.forEach((deck, deckIndex) => {
    const rule = profile.decks[deck];
    const entries = mergeEntries(set.decks[deck] ?? []);
    let size = 0;
    for (const [cardId, tally] of entries) {
      const n = tally.copies + tally.proxies;
      size += n;
      let total = totals.get(cardId);
      if (!total) totals.set(cardId, (total = { perDeck: DECK_IDS.map(() => 0), copies: 0 }));
      total.perDeck[deckIndex] = n;
      total.copies += tally.copies;
      const card = cards.get(cardId);
      if (card) checkCard(out, profile, deck, rule, card, n);
      else out.push(v('error', 'WRONG_DECK', deck, cardId, `Card ${cardId} is not in the loaded card database, so no deck can hold it. Load card data that includes it, or remove it.`));
    }
    checkSize(out, deck, rule, size, players);
    if (rule.ratio && size > 0) checkRatio(out, deck, rule, entries, cards);
    if (rule.composition) checkComposition(out, deck, rule.composition, entries, cards, players);
  });

  for (const [cardId, total] of totals) {
    const card = cards.get(cardId);
    if (card?.unique) checkUnique(out, profile, card, total);
    checkOwned(out, cardId, card, total, context);
  }
  return out.sort(compareViolations);
}

function mergeEntries(entries: readonly { cardId: string; copies: number; proxies: number }[]): Map<string, Tally> {
  const merged = new Map<string, Tally>();
  for (const entry of entries) {
    const copies = Math.max(0, entry.copies);
    const proxies = Math.max(0, entry.proxies);
    if (copies + proxies === 0) continue;
    const seen = merged.get(entry.cardId);
    if (seen) {
      seen.copies += copies;
      seen.proxies += proxies;
    } else merged.set(entry.cardId, { copies, proxies });
  }
  return merged;
}

function checkCard(out: Violation[], profile: Profile, deck: DeckId, rule: DeckRule, card: ArdaCardFacts, n: number): void {
  const label = DECK_LABELS[deck];
  if (!profile.alignments.includes(card.alignment)) {
    // The card has to go whatever deck it is in: one problem, one fix.
    out.push(v('error', 'ALIGNMENT', deck, card.id, `${card.name} is ${article(card.alignment)} ${card.alignment} card, not allowed in ${article(profile.label)} ${profile.label} set (${profile.alignmentRule}). Remove it.`));
    return;
  }
  if (!rule.accepts(card)) {
    const home = profile.deckFor(card);
    const fix = home ? `Move it to the ${DECK_LABELS[home]} deck.` : `No deck of ${article(profile.label)} ${profile.label} set takes it; remove it.`;
    out.push(v('error', 'WRONG_DECK', deck, card.id, `${card.name} does not belong in the ${label} deck: ${rule.holds}. ${fix}`));
  }
  if (rule.requiresMp && !card.hasMp) {
    const home = profile.deckFor(card);
    const fix = home && home !== deck ? `Move it to the ${DECK_LABELS[home]} deck.` : 'Remove it.';
    out.push(v('error', 'NO_MP', deck, card.id, `${card.name} has no marshalling points, but every card in the ${label} deck must have an MP value (${profile.source}). ${fix}`));
  }
  if (!card.unique && rule.copyLimit && n > rule.copyLimit.max) {
    out.push(v('error', 'COPY_LIMIT', deck, card.id, `${card.name}: ${copies(n)} in the ${label} deck, the limit is ${rule.copyLimit.max} (${rule.copyLimit.rule}). Remove ${n - rule.copyLimit.max}.`));
  }
  const { excluded, discouraged } = listHits(profile, card);
  if (excluded) {
    out.push(v('error', 'EXCLUDED', deck, card.id, `${card.name} is on the ${profile.label} excluded list (${excluded.label}): ${excluded.why}. Remove it.`));
  }
  if (discouraged) {
    out.push(v('warning', 'DISCOURAGED', deck, card.id, `${card.name} is on the ${profile.label} discouraged list (${discouraged.label}): ${discouraged.why}. Consider removing it.`));
  }
}

interface ListHits {
  excluded: ListRule | undefined;
  discouraged: ListRule | undefined;
}

/**
 * The list predicates read rules text, the costliest check; card facts and profiles are
 * immutable, so each answer is kept per profile and card (weakly: no leak across databases).
 */
const listCache = new WeakMap<Profile, WeakMap<ArdaCardFacts, ListHits>>();

function listHits(profile: Profile, card: ArdaCardFacts): ListHits {
  let byCard = listCache.get(profile);
  if (!byCard) listCache.set(profile, (byCard = new WeakMap()));
  let hits = byCard.get(card);
  if (!hits) {
    hits = { excluded: profile.excluded.find((e) => e.matches(card)), discouraged: profile.discouraged.find((e) => e.matches(card)) };
    byCard.set(card, hits);
  }
  return hits;
}

function checkSize(out: Violation[], deck: DeckId, rule: DeckRule, size: number, players: number): void {
  const target = rule.size?.(players);
  if (!target) return;
  const label = DECK_LABELS[deck];
  if (target.min !== undefined && size < target.min) {
    const range = target.max !== undefined ? `${target.min}–${target.max}` : `at least ${target.min}`;
    out.push(v(target.severity, 'DECK_SIZE', deck, null, `The ${label} deck holds ${size} cards; it should hold ${range} (${target.rule}). Add ${target.min - size}.`));
  } else if (target.max !== undefined && size > target.max) {
    out.push(v(target.severity, 'DECK_SIZE', deck, null, `The ${label} deck holds ${size} cards; it should hold ${target.min ?? 0}–${target.max} (${target.rule}). Remove ${size - target.max}.`));
  }
}

function checkRatio(out: Violation[], deck: DeckId, rule: DeckRule, entries: Map<string, Tally>, cards: CardLookup): void {
  const ratio = rule.ratio;
  if (!ratio) return;
  let size = 0;
  let hazards = 0;
  let creatures = 0;
  for (const [cardId, tally] of entries) {
    const n = tally.copies + tally.proxies;
    size += n;
    const card = cards.get(cardId);
    if (card?.type !== 'Hazard') continue;
    hazards += n;
    if (card.isCreature) creatures += n;
  }
  const label = DECK_LABELS[deck];
  const share = hazards / size;
  if (share < ratio.hazardShare.min || share > ratio.hazardShare.max) {
    const fix = share < ratio.hazardShare.min ? 'Add hazards or remove resources.' : 'Add resources or remove hazards.';
    out.push(v('warning', 'RATIO', deck, null, `The ${label} deck is ${percent(share)} hazards (${hazards} of ${size}); the target is ${percent(ratio.hazardShare.min)}–${percent(ratio.hazardShare.max)} (${ratio.rule}). ${fix}`));
  }
  if (ratio.creatureMajority && hazards > 0 && creatures * 2 <= hazards) {
    out.push(v('warning', 'RATIO', deck, null, `Creatures are ${creatures} of the ${hazards} hazards in the ${label} deck; they should outnumber the other hazards (${ratio.rule}). Add creatures or remove other hazards.`));
  }
}

function checkComposition(out: Violation[], deck: DeckId, groups: readonly CompositionGroup[], entries: Map<string, Tally>, cards: CardLookup, players: number): void {
  for (const group of groups) {
    let total = 0;
    let distinct = 0;
    const maxEach = group.maxEach(players);
    for (const [cardId, tally] of entries) {
      const card = cards.get(cardId);
      if (!card || !group.matches(card)) continue;
      const n = tally.copies + tally.proxies;
      total += n;
      distinct += 1;
      if (n > maxEach) {
        out.push(v('error', 'AVATAR', deck, cardId, `${card.name}: ${copies(n)} in the ${DECK_LABELS[deck]} deck, at most ${maxEach} for ${players} players (${group.rule}). Remove ${n - maxEach}.`));
      }
    }
    const minTotal = group.minTotal(players);
    if (group.minDistinct !== undefined && distinct < group.minDistinct) {
      out.push(v('error', 'AVATAR', deck, null, `The ${DECK_LABELS[deck]} deck holds ${distinct} different ${group.label}; it needs ${group.minDistinct} (${group.rule}). Add the missing ${group.minDistinct - distinct}.`));
    } else if (total < minTotal) {
      out.push(v('error', 'AVATAR', deck, null, `The ${DECK_LABELS[deck]} deck holds ${total} ${group.label}; ${players} players need at least ${minTotal} (${group.rule}). Add ${minTotal - total}.`));
    }
  }
}

function checkUnique(out: Violation[], profile: Profile, card: ArdaCardFacts, total: CardTotals): void {
  let count = 0;
  const where: string[] = [];
  const decks: DeckId[] = [];
  DECK_IDS.forEach((deck, i) => {
    const n = total.perDeck[i] ?? 0;
    if (n === 0) return;
    // A deck with a composition rule caps its own copies (Wizards may repeat at 6–7 players).
    count += profile.decks[deck].composition ? 1 : n;
    where.push(`${DECK_LABELS[deck]} ${n}`);
    decks.push(deck);
  });
  if (count <= 1) return;
  const deck = decks.length === 1 ? (decks[0] ?? null) : null;
  out.push(v('error', 'UNIQUE_COPIES', deck, card.id, `${card.name} is unique: the set holds ${count} copies (${where.join(', ')}). ${profile.uniqueRule}. Remove ${count - 1}.`));
}

function checkOwned(out: Violation[], cardId: string, card: ArdaCardFacts | undefined, total: CardTotals, context: ValidationContext): void {
  const elsewhere = context.allocatedElsewhere.get(cardId) ?? 0;
  const owned = context.owned.get(cardId) ?? 0;
  const over = total.copies + elsewhere - owned;
  if (total.copies === 0 || over <= 0) return;
  const inDecks = DECK_IDS.filter((_, i) => (total.perDeck[i] ?? 0) > 0);
  const deck = inDecks.length === 1 ? (inDecks[0] ?? null) : null;
  const name = card?.name ?? cardId;
  const excess = Math.min(over, total.copies);
  out.push(v('error', 'NOT_OWNED', deck, cardId, `${name}: ${copies(total.copies + elsewhere)} allocated (this set ${total.copies}, other Arda sets ${elsewhere}) but you own ${owned}. Mark ${excess} as ${excess === 1 ? 'a proxy' : 'proxies'}, remove ${excess === 1 ? 'it' : 'them'}, or record more owned copies.`));
}

function v(severity: Severity, code: ViolationCode, deck: DeckId | null, cardId: string | null, message: string): Violation {
  return { severity, code, deck, cardId, message };
}

function copies(n: number): string {
  return n === 1 ? '1 copy' : `${n} copies`;
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

const deckRank = (deck: DeckId | null) => (deck === null ? -1 : DECK_IDS.indexOf(deck));
const codeRank = (code: ViolationCode) => VIOLATION_CODES.indexOf(code);

/** Set-wide problems first, then by deck order, errors before warnings, code, card, message. */
function compareViolations(a: Violation, b: Violation): number {
  return (
    deckRank(a.deck) - deckRank(b.deck) ||
    (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
    codeRank(a.code) - codeRank(b.code) ||
    compareText(a.cardId ?? '', b.cardId ?? '') ||
    compareText(a.message, b.message)
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
