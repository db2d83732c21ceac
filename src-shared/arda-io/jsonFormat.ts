/**
 * The lossless JSON form of a set: format id and version, name, profile, players, and each
 * deck's entries with copies AND proxies (the card name rides along for people; the id is
 * what is read back). Export then import gives back exactly the same set.
 */
import { z } from 'zod';
import { LIMITS } from '../api/limits';
import { jsonDepth } from '../cards/parseCardDatabase';
import { DECK_IDS, type DeckEntry, type DeckId } from '../arda/model';
import type { CardLookup } from '../arda/validate';
import { normalizeDecks, type ArdaSetData } from './setData';

export const ARDA_JSON_FORMAT = 'arda-curator-set';
export const ARDA_JSON_VERSION = 1;

const entrySchema = z.object({
  cardId: z.string().min(1).max(40),
  name: z.string().optional(),
  copies: z.number().int().min(0).max(LIMITS.setCopiesPerCard),
  proxies: z.number().int().min(0).max(LIMITS.setCopiesPerCard),
});
const deckList = z.array(entrySchema).max(LIMITS.linesPerFile).default([]);

/** A set file nests four levels; far deeper is not one (and could overflow the stack). */
const MAX_DEPTH = 16;

export const ardaSetJsonSchema = z.object({
  format: z.literal(ARDA_JSON_FORMAT),
  version: z.literal(ARDA_JSON_VERSION),
  name: z.string().trim().min(1).max(120),
  profileId: z.string().min(1).max(60),
  players: z.number().int().min(1).max(12),
  decks: z.object({
    play: deckList,
    mp: deckList,
    character: deckList,
    minor: deckList,
    ring: deckList,
    site: deckList,
    haven: deckList,
    avatar: deckList,
  }),
});
export type ArdaSetJson = z.infer<typeof ardaSetJsonSchema>;

export function exportJson(set: ArdaSetData, cards: CardLookup): string {
  const decks = {} as Record<DeckId, (DeckEntry & { name?: string })[]>;
  for (const deck of DECK_IDS) {
    decks[deck] = normalizeDecks(set.decks)[deck].map((e) => ({ cardId: e.cardId, name: cards.get(e.cardId)?.name, copies: e.copies, proxies: e.proxies }));
  }
  const data: ArdaSetJson = { format: ARDA_JSON_FORMAT, version: ARDA_JSON_VERSION, name: set.name, profileId: set.profileId, players: set.players, decks };
  return `${JSON.stringify(data, null, 2)}\n`;
}

export type JsonImport = { ok: true; set: ArdaSetData } | { ok: false; reason: string };

/** Reads the JSON form; a wrong format, version or shape is refused with where and why. */
export function importJson(text: string): JsonImport {
  const json = text.replace(/^\uFEFF/, '');
  if (jsonDepth(json) > MAX_DEPTH) return { ok: false, reason: `not an Arda Curator set (the JSON nests more than ${MAX_DEPTH} levels deep)` };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    return { ok: false, reason: `not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof raw === 'object' && raw !== null && (raw as { format?: unknown }).format !== ARDA_JSON_FORMAT) {
    return { ok: false, reason: `not an Arda Curator set (expected "format": "${ARDA_JSON_FORMAT}")` };
  }
  const parsed = ardaSetJsonSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at "${issue.path.join('.')}"` : '';
    return { ok: false, reason: `wrong shape${where}: ${issue?.message ?? 'bad data'}` };
  }
  const { name, profileId, players, decks } = parsed.data;
  const strip = (entries: readonly DeckEntry[]) => entries.map(({ cardId, copies, proxies }) => ({ cardId, copies, proxies }));
  const plain = {} as Record<DeckId, DeckEntry[]>;
  for (const deck of DECK_IDS) plain[deck] = strip(decks[deck]);
  const merged = normalizeDecks(plain);
  // Entries of one card in one deck merge; the sums must stay within the cap too.
  for (const deck of DECK_IDS) {
    const over = merged[deck].find((e) => e.copies > LIMITS.setCopiesPerCard || e.proxies > LIMITS.setCopiesPerCard);
    if (over) {
      return { ok: false, reason: `at "decks.${deck}": the entries for ${over.cardId} add up to ${over.copies} copies and ${over.proxies} proxies, more than ${LIMITS.setCopiesPerCard}, the limit for one card` };
    }
  }
  const total = DECK_IDS.reduce((n, deck) => n + merged[deck].reduce((m, e) => m + e.copies + e.proxies, 0), 0);
  if (total > LIMITS.setCardsTotal) return { ok: false, reason: `the decks hold ${total} cards, more than ${LIMITS.setCardsTotal}, the limit for one set` };
  return { ok: true, set: { name, profileId, players, decks: merged } };
}
