/**
 * Imports a whole Arda list written in the GCCG format (.meccg): every card line of every
 * section (Deck, Pool, Sideboard, Sites…; the Notes section is prose) is matched to a card
 * and placed in the deck its rules profile gives it. A section named after an Arda deck
 * ("Play", "Marshalling Point", …, as this app's own export writes) places its lines in that
 * deck as written, so an exported set comes back exactly; the validator then reports any
 * card that does not belong there.
 *
 * A line that cannot be placed is listed with its line number and the reason and adds
 * nothing: a name that matches no card or several, a card of an alignment the profile does
 * not allow, an excluded card, a card no deck takes. Copies are conserved: the copies
 * placed plus those of the unplaceable lines are the copies the file lists.
 */
import { FileLimitError, LIMITS } from '../api/limits';
import type { UnplaceableLine } from '../api/schemasArda';
import { DECK_IDS, DECK_LABELS, type ArdaCardFacts, type DeckEntry, type DeckId } from '../arda/model';
import { placementFor, refusalOf } from '../arda/placement';
import type { Profile } from '../arda/profile';
import type { CardLookup } from '../arda/validate';
import { parseGccgDeck, type GccgLine } from '../collection/gccg';
import { resolveCardName, type NameIndex, type NameResolution } from '../collection/nameIndex';
import { normalizeDecks } from './setData';

export interface MeccgImportResult {
  decks: Record<DeckId, DeckEntry[]>;
  unplaceable: UnplaceableLine[];
  placedCopies: number;
  /** Copies named by all card lines, placed or not. */
  listedCopies: number;
  /** "# Players: 5" in the file's header comments (this app's export writes it), else null. */
  players: number | null;
}

export interface MeccgImportOptions {
  profile: Profile;
  index: NameIndex;
  cards: CardLookup;
}

const CARD_ID = /^[A-Za-z0-9]{1,6}-\d+$/;

export function deckOfSection(section: string | null): DeckId | null {
  if (section === null) return null;
  const wanted = section.trim().toLowerCase();
  return DECK_IDS.find((deck) => DECK_LABELS[deck].toLowerCase() === wanted || `${DECK_LABELS[deck].toLowerCase()} deck` === wanted) ?? null;
}

export function importMeccgList(text: string, options: MeccgImportOptions): MeccgImportResult {
  const { profile, cards } = options;
  const parsed = parseGccgDeck(text);
  const unplaceable: UnplaceableLine[] = parsed.problems.map((p) => ({ ...p, copies: 0, cardId: null }));
  const entries: Partial<Record<DeckId, DeckEntry[]>> = {};
  let placedCopies = 0;
  let listedCopies = 0;
  const mergedCopies = new Map<string, number>();

  for (const line of parsed.lines) {
    listedCopies += line.count;
    const refuse = (reason: string, cardId: string | null = null) =>
      unplaceable.push({ line: line.line, text: line.raw, reason, copies: line.count, cardId });
    const resolved = resolveLine(line, options);
    if (!resolved.ok) {
      unplaceable.push({ line: line.line, text: line.raw, reason: resolved.reason, code: resolved.code, params: resolved.params, copies: line.count, cardId: null });
      continue;
    }
    const card = cards.get(resolved.cardId);
    if (!card) {
      refuse(`card ${resolved.cardId} is not in the card database`, resolved.cardId);
      continue;
    }
    let deck = deckOfSection(line.section);
    if (deck === null) {
      // Alignment (Balrog-specific cards included), exclusion lists, then the profile's deck.
      const placement = placementFor(profile, card);
      if ('refused' in placement) {
        refuse(placement.message, card.id);
        continue;
      }
      deck = placement.deck;
    }
    // Lines of one card in one deck merge; the sum must stay within the cap too.
    const merged = (mergedCopies.get(`${deck} ${card.id}`) ?? 0) + line.count;
    if (merged > LIMITS.setCopiesPerCard) {
      throw new FileLimitError(`line ${line.line}`, `${card.name} adds up to ${merged} copies in one deck, more than ${LIMITS.setCopiesPerCard}, the limit for one card`);
    }
    mergedCopies.set(`${deck} ${card.id}`, merged);
    if (placedCopies + line.count > LIMITS.setCardsTotal) {
      throw new FileLimitError(`line ${line.line}`, `the list places more than ${LIMITS.setCardsTotal} cards, the limit for one set`);
    }
    (entries[deck] ??= []).push({ cardId: card.id, copies: line.count, proxies: 0 });
    placedCopies += line.count;
  }
  unplaceable.sort((a, b) => a.line - b.line);
  return { decks: normalizeDecks(entries), unplaceable, placedCopies, listedCopies, players: headerPlayers(text) };
}

/** Why a profile keeps a card out of every deck (alignment, exclusion list, no deck), or null. */
export function whyNotPlaceable(card: ArdaCardFacts, profile: Profile): string | null {
  return refusalOf(profile, card);
}

/**
 * Matches a line like the collection import does; a bare card id ("TW-208", which this
 * app's export writes for a second printing no name can tell apart) is taken as it is.
 * A name that stays ambiguous between hero and minion versions is settled by the profile
 * when it allows only one of the two.
 */
export function resolveLine(line: Pick<GccgLine, 'name' | 'setCode' | 'tag'>, { index, cards, profile }: MeccgImportOptions): NameResolution {
  if (line.setCode === null && line.tag === null && CARD_ID.test(line.name) && cards.has(line.name.toUpperCase())) {
    return { ok: true, cardId: line.name.toUpperCase() };
  }
  const query = { name: line.name, setCode: line.setCode, tag: line.tag };
  const first = resolveCardName(index, query);
  if (first.ok || line.tag !== null) return first;
  const hero = profile.alignments.includes('Hero');
  const minion = profile.alignments.includes('Minion');
  if (hero === minion) return first;
  const second = resolveCardName(index, { ...query, tag: hero ? 'H' : 'M' });
  return second.ok ? second : first;
}

function headerPlayers(text: string): number | null {
  const match = /^#\s*Players:\s*(\d{1,2})\s*$/im.exec(text);
  return match ? Number(match[1]) : null;
}
