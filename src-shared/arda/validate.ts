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
import type { CompositionGroup, CoverageRule, DeckRule, ListRule, Profile } from './profile';
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
    if (rule.coverage) checkCoverage(out, deck, rule.coverage, entries, cards, players);
  });

  // Uniqueness counts cards, not printings: Boromir II TW-134 and TW-135 are two copies.
  const byIdentity = new Map<string, { card: ArdaCardFacts; totals: CardTotals[] }>();
  for (const [cardId, total] of totals) {
    const card = cards.get(cardId);
    if (card?.unique) {
      const seen = byIdentity.get(card.identity);
      if (seen) seen.totals.push(total);
      else byIdentity.set(card.identity, { card, totals: [total] });
    }
    checkOwned(out, cardId, card, total, context);
  }
  for (const { card, totals: printings } of byIdentity.values()) checkUnique(out, profile, card, printings, players);
  checkSetup(out, profile, set, cards, players);
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
  const refusal = profile.alignmentRefusal?.(card);
  if (refusal) {
    out.push(v('error', 'ALIGNMENT', deck, card.id, `${card.name} is not allowed in ${article(profile.label)} ${profile.label} set: ${refusal}. Remove it.`));
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
      out.push(v('error', 'AVATAR', deck, null, `The ${DECK_LABELS[deck]} deck holds ${distinct} different ${countNoun(distinct, group.label)}; it needs ${group.minDistinct} (${group.rule}). Add the missing ${group.minDistinct - distinct}.`));
    } else if (total < minTotal) {
      out.push(v('error', 'AVATAR', deck, null, `The ${DECK_LABELS[deck]} deck holds ${total} ${countNoun(total, group.label)}; ${players} players need at least ${minTotal} (${group.rule}). Add ${minTotal - total}.`));
    } else if (group.idealTotal !== undefined && total < group.idealTotal) {
      out.push(v('warning', 'AVATAR', deck, null, `The ${DECK_LABELS[deck]} deck holds ${total} ${countNoun(total, group.label)}; the rule asks for ${group.idealTotal} (${group.rule}). Add ${group.idealTotal - total}.`));
    }
  }
}

/**
 * The cards of the kind in the database, by identity (one printing stands for the card):
 * computed once per card lookup and rule.
 */
const coverageCache = new WeakMap<CardLookup, WeakMap<CoverageRule, ArdaCardFacts[]>>();

function coverageCards(rule: CoverageRule, cards: CardLookup): ArdaCardFacts[] {
  let byRule = coverageCache.get(cards);
  if (!byRule) coverageCache.set(cards, (byRule = new WeakMap()));
  let list = byRule.get(rule);
  if (!list) {
    const byIdentity = new Map<string, ArdaCardFacts>();
    for (const card of cards.values()) if (rule.matches(card) && !byIdentity.has(card.identity)) byIdentity.set(card.identity, card);
    list = [...byIdentity.values()].sort((a, b) => compareText(a.name, b.name));
    byRule.set(rule, list);
  }
  return list;
}

/** Missing copies of the cards a deck should hold one (or nine) of each: one violation, the shortest names first. */
function checkCoverage(out: Violation[], deck: DeckId, rule: CoverageRule, entries: Map<string, Tally>, cards: CardLookup, players: number): void {
  const want = rule.copies(players);
  const held = new Map<string, number>();
  for (const [cardId, tally] of entries) {
    const card = cards.get(cardId);
    if (card) held.set(card.identity, (held.get(card.identity) ?? 0) + tally.copies + tally.proxies);
  }
  const short = coverageCards(rule, cards)
    .map((card) => ({ card, have: held.get(card.identity) ?? 0 }))
    .filter(({ have }) => have < want);
  if (short.length === 0) return;
  const label = DECK_LABELS[deck];
  const missing = short.reduce((n, { have }) => n + want - have, 0);
  const shown = short.slice(0, 5).map(({ card, have }) => (want === 1 ? card.name : `${card.name} ${have} of ${want}`));
  const more = short.length > shown.length ? ` and ${short.length - shown.length} more` : '';
  const what = want === 1 ? `lacks ${short.length} of the ${coverageCards(rule, cards).length} ${rule.label}` : `holds fewer than ${want} copies of ${short.length} ${rule.label}`;
  out.push(v(rule.severity, 'DECK_SIZE', deck, null, `The ${label} deck ${what}: ${shown.join(', ')}${more} (${rule.rule}). Add ${missing} ${missing === 1 ? 'card' : 'cards'}.`));
}

/** What setup deals from a deck, against what the deck holds (copies and proxies alike). */
function checkSetup(out: Violation[], profile: Profile, set: ArdaSet, cards: CardLookup, players: number): void {
  for (const need of profile.setup ?? []) {
    let have = 0;
    for (const entry of set.decks[need.deck] ?? []) {
      const card = cards.get(entry.cardId);
      if (card && need.matches(card)) have += Math.max(0, entry.copies) + Math.max(0, entry.proxies);
    }
    const wanted = need.perPlayer(players) * players;
    if (have >= wanted) continue;
    out.push(v(need.severity, 'SETUP', need.deck, null, `The ${DECK_LABELS[need.deck]} deck holds ${have} ${countNoun(have, need.label)}; setup deals ${need.perPlayer(players)} to each of ${players} players, ${wanted} in all (${need.rule}). Add ${wanted - have}.`));
  }
}

function checkUnique(out: Violation[], profile: Profile, card: ArdaCardFacts, printings: readonly CardTotals[], players: number): void {
  let count = 0;
  const where: string[] = [];
  const decks: DeckId[] = [];
  DECK_IDS.forEach((deck, i) => {
    const n = printings.reduce((sum, total) => sum + (total.perDeck[i] ?? 0), 0);
    if (n === 0) return;
    count += countsAs(profile.decks[deck], card, n, players);
    where.push(`${DECK_LABELS[deck]} ${n}`);
    decks.push(deck);
  });
  if (count <= 1) return;
  const deck = decks.length === 1 ? (decks[0] ?? null) : null;
  const across = printings.length > 1 ? ' across its printings' : '';
  out.push(v('error', 'UNIQUE_COPIES', deck, card.id, `${card.name} is unique: the set holds ${count} copies${across} (${where.join(', ')}). ${profile.uniqueRule}. Remove ${count - 1}.`));
}

/** How many copies n copies of one unique card in a deck count as, for the set-wide uniqueness rule. */
function countsAs(rule: DeckRule, card: ArdaCardFacts, n: number, players: number): number {
  // A deck with a composition rule caps its own copies (Wizards may repeat at 6–7 players).
  if (rule.composition) return 1;
  // Repeats are allowed only of the cards the deck is for: a site in a location pool (Arda
  // Revised §2), a site per player or a Darkhaven (Dark Arda); elsewhere they are copies.
  if (!rule.accepts(card)) return n;
  if (rule.locationPool) return 1;
  const allowed = rule.uniqueCopies?.(players) ?? 1;
  return n <= allowed ? 1 : n - allowed + 1;
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

/**
 * A kind's plural label after a count: "1 Wizard", "1 character of mind 6 or more",
 * "2 Wizards". Profile labels are plural; one drops the "s" of their first plural word.
 */
export function countNoun(n: number, pluralLabel: string): string {
  return n === 1 ? pluralLabel.replace(/\b([A-Za-z-]+?[a-rt-z])s\b/, '$1') : pluralLabel;
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
