/**
 * The Arda-set API handlers: stored sets, edits with per-set undo, validation through the
 * rules' validateArdaSet (owned counts from the collection, copies allocated in the OTHER
 * sets; proxies never count as owned), building from free copies, GCCG and JSON import,
 * export, and the print model.
 */
import type { Database } from 'better-sqlite3';
import type { ApiHandlers } from '../../src-shared/api/contract';
import type { ardaMethods } from '../../src-shared/api/contractArda';
import { ApiError } from '../../src-shared/api/errors';
import { LIMITS, refuseOversizedContent, refusingOverLimits } from '../../src-shared/api/limits';
import { setNameSchema, type ArdaSetState, type DeckTargets, type ExportFormat, type ImportShort, type StoredArdaSet } from '../../src-shared/api/schemasArda';
import { buildFromCollection } from '../../src-shared/arda/build';
import { DECK_IDS, type DeckEntry, type DeckId, type Violation } from '../../src-shared/arda/model';
import { placementFor } from '../../src-shared/arda/placement';
import { deckTarget, type Profile } from '../../src-shared/arda/profile';
import { getProfile, PROFILE_IDS } from '../../src-shared/arda/profiles';
import { validateArdaSet } from '../../src-shared/arda/validate';
import { exportJson, importJson } from '../../src-shared/arda-io/jsonFormat';
import { exportMeccg } from '../../src-shared/arda-io/meccgExport';
import { importMeccgList } from '../../src-shared/arda-io/meccgImport';
import { buildPrintModel } from '../../src-shared/arda-io/printModel';
import type { ArdaSetData } from '../../src-shared/arda-io/setData';
import { exportText } from '../../src-shared/arda-io/textExport';
import type { NameIndex } from '../../src-shared/collection/nameIndex';
import { ArdaSetRepository } from '../data/ardaSetRepository';
import { ArdaSetExportRepository } from '../data/ardaSetExports';
import { ArdaFactsCache } from './ardaSetsFacts';
import { withSleevePartners } from '../../src-shared/sleeves-io';
import type { SleeveServices } from './sleeves';
import { writeTransaction } from '../data/writeLock';

export type ArdaSetHandlers = Pick<ApiHandlers, keyof typeof ardaMethods>;

export interface ArdaSetDeps {
  db: Database;
  nameIndex(): NameIndex;
  /** Throws NO_CARD_DATA when the catalogue is empty. */
  requireCards(): void;
  /** Sleeves (src-main/services/sleeves.ts): their problems join the set's validation, their partners the MP deck's print lines. */
  sleeves?: Pick<SleeveServices, 'violations' | 'partners' | 'sleeveSites'>;
}

export interface ArdaSetServices {
  handlers: ArdaSetHandlers;
  repository: ArdaSetRepository;
  /** Call when the catalogue changes: card facts are rebuilt on next use. */
  invalidate(): void;
}

export function createArdaSetServices({ db, nameIndex, requireCards, sleeves }: ArdaSetDeps): ArdaSetServices {
  const repo = new ArdaSetRepository(db);
  const exportsRepo = new ArdaSetExportRepository(db);
  const factsCache = new ArdaFactsCache(db);
  const facts = () => factsCache.get();

  const profileOf = (id: string): Profile => {
    const profile = getProfile(id);
    if (!profile) throw new ApiError('INVALID_REQUEST', `Unknown rules profile "${id}"; choose one of: ${PROFILE_IDS.join(', ')}.`);
    return profile;
  };
  const checkPlayers = (profile: Profile, players: number) => {
    if (players < profile.players.min || players > profile.players.max) {
      throw new ApiError('INVALID_REQUEST', `${profile.label} is played by ${profile.players.min}–${profile.players.max} players, not ${players}.`);
    }
  };
  const refuseTaken = (name: string) => {
    const taken = repo.byName(name);
    if (taken) throw new ApiError('CONFLICT', `There is already an Arda set called "${taken.name}"; choose another name or delete that set first.`);
  };

  const violationsOf = (set: StoredArdaSet) => [
    ...validateArdaSet(set, facts(), { owned: repo.owned(), allocatedElsewhere: repo.allocatedElsewhere(set.id), players: set.players }),
    // Sleeve problems (MP_UNPAIRED, PAIR_INVALID, PAIR_OVERUSED) follow the deck rules' own.
    ...(sleeves?.violations(set) ?? []),
    // A count stored past the cap (older versions, or SQLite edited by hand) was read as the cap.
    ...repo.badCounts(set.id).map(
      (bad): Violation => ({
        severity: 'error',
        code: 'COPY_LIMIT',
        deck: bad.deck,
        cardId: bad.cardId,
        message: `${facts().get(bad.cardId)?.name ?? bad.cardId}: the stored count (${String(bad.copies)} copies, ${String(bad.proxies)} proxies) is not a whole number from 0 to ${LIMITS.setCopiesPerCard}, the most copies of one card a deck may hold; it is shown capped. Set the card's copies again.`,
      }),
    ),
  ];
  const targetsOf = (set: StoredArdaSet): DeckTargets => {
    const profile = getProfile(set.profileId);
    const targets = {} as DeckTargets;
    for (const deck of DECK_IDS) targets[deck] = profile ? deckTarget(profile, deck, set.players) : null;
    return targets;
  };
  const stateOf = (id: number): ArdaSetState => {
    const set = repo.stored(id);
    return { set, violations: violationsOf(set), targets: targetsOf(set), history: repo.history(id) };
  };
  const idOf = (ref: { id?: number; name?: string }): number => {
    if (ref.id !== undefined) return repo.require(ref.id).id;
    const row = repo.byName(ref.name ?? '');
    if (!row) throw new ApiError('NOT_FOUND', `There is no Arda set called "${ref.name ?? ''}" (see the list of sets).`);
    return row.id;
  };
  const cardName = (cardId: string) => facts().get(cardId)?.name ?? null;

  /** NOT_OWNED problems of every set, by id: what an import may add to the other sets. */
  const notOwnedBySet = (): Map<number, number> => {
    const owned = repo.owned();
    return new Map(
      repo.list().map((row) => {
        const set = repo.stored(row.id);
        const found = validateArdaSet(set, facts(), { owned, allocatedElsewhere: repo.allocatedElsewhere(set.id), players: set.players });
        return [row.id, found.filter((v) => v.code === 'NOT_OWNED').length];
      }),
    );
  };
  /** Copies allocated beyond those owned, over the cards of `cardIds`. */
  const overAllocated = (cardIds: ReadonlySet<string>): number => {
    const owned = repo.owned();
    let over = 0;
    for (const [cardId, n] of repo.allocatedElsewhere(-1)) if (cardIds.has(cardId)) over += Math.max(0, n - (owned.get(cardId) ?? 0));
    return over;
  };
  /** Runs an import that creates set `id`, and says which other sets it left short of owned copies. */
  const importing = (data: ArdaSetData): { id: number; otherSetsShort: ImportShort | null } => {
    const cardIds = new Set(DECK_IDS.flatMap((deck) => data.decks[deck].map((e) => e.cardId)));
    const before = notOwnedBySet();
    const overBefore = overAllocated(cardIds);
    const id = createWith(data);
    const after = notOwnedBySet();
    const affected = repo
      .list()
      .filter((row) => row.id !== id && (after.get(row.id) ?? 0) > (before.get(row.id) ?? 0))
      .map((row) => ({ setId: row.id, name: row.name, notOwnedIncrease: (after.get(row.id) ?? 0) - (before.get(row.id) ?? 0) }));
    if (affected.length === 0) return { id, otherSetsShort: null };
    const copies = overAllocated(cardIds) - overBefore;
    const sets = affected.map((a) => `${a.name} +${a.notOwnedIncrease} NOT_OWNED`).join(', ');
    return { id, otherSetsShort: { copies, sets: affected, message: `${copies} ${copies === 1 ? 'copy' : 'copies'} that other sets used ${copies === 1 ? 'is' : 'are'} now short: ${sets}.` } };
  };

  /** Creates a set with contents in one transaction: a failure leaves no half-made set. */
  const createWith = (data: ArdaSetData): number =>
    writeTransaction(db, () => {
      const row = repo.create(data.name, data.profileId, data.players);
      repo.replaceDecks(row.id, data.decks, null);
      return row.id;
    });
  const refuseUnknownCards = (decks: Record<DeckId, DeckEntry[]>, source: string) => {
    const unknown = [...new Set(DECK_IDS.flatMap((deck) => decks[deck].map((e) => e.cardId)).filter((id) => !facts().has(id)))];
    if (unknown.length > 0) {
      throw new ApiError(
        'NOT_FOUND',
        `${source}: ${unknown.length} card id(s) are not in the catalogue (${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}); re-import the card database or fix the file. Nothing was imported.`,
        { cardIds: unknown },
      );
    }
  };

  const exportContent = (set: StoredArdaSet, format: ExportFormat): string => {
    if (format === 'json') return exportJson(set, facts());
    if (format === 'text') return exportText(set, facts());
    return exportMeccg(set, { cards: facts(), index: nameIndex() });
  };

  const handlers: ArdaSetHandlers = {
    'sets.profiles': () => ({
      profiles: PROFILE_IDS.flatMap((id) => {
        const p = getProfile(id);
        return p ? [{ id: p.id, label: p.label, players: { ...p.players } }] : [];
      }),
    }),
    'sets.list': () => ({
      sets: repo.list().map((row) => {
        const violations = violationsOf(repo.stored(row.id));
        const errors = violations.filter((v) => v.severity === 'error').length;
        return { ...row, profileLabel: getProfile(row.profileId)?.label ?? row.profileId, errors, warnings: violations.length - errors };
      }),
    }),
    'sets.create': ({ name, profileId, players }) => {
      const profile = profileOf(profileId);
      const count = players ?? profile.players.min;
      checkPlayers(profile, count);
      return stateOf(repo.create(name, profileId, count).id);
    },
    'sets.get': (ref) => stateOf(idOf(ref)),
    'sets.validate': (ref) => {
      requireCards();
      return stateOf(idOf(ref));
    },
    'sets.rename': ({ setId, name }) => stateOf(repo.rename(setId, name).id),
    'sets.update': ({ setId, profileId, players }) => {
      const row = repo.require(setId);
      const profile = profileOf(profileId ?? row.profileId);
      if (players !== undefined) checkPlayers(profile, players);
      return stateOf(repo.update(setId, { profileId, players }).id);
    },
    'sets.delete': ({ setId }) => ({ deleted: repo.delete(setId) }),
    'sets.edit': ({ setId, label, edits }) => {
      repo.edit(setId, label, edits, cardName);
      return stateOf(setId);
    },
    'sets.undo': ({ setId }) => {
      repo.undo(setId);
      return stateOf(setId);
    },
    'sets.redo': ({ setId }) => {
      repo.redo(setId);
      return stateOf(setId);
    },
    'sets.history': ({ setId }) => {
      repo.require(setId);
      return repo.history(setId);
    },
    'sets.availability': ({ setId, cardIds }) => {
      const profile = getProfile(repo.require(setId).profileId);
      const owned = repo.owned();
      const here = repo.copiesInSet(setId);
      const elsewhere = repo.allocatedElsewhere(setId);
      const ids = cardIds ?? [...new Set([...owned.keys(), ...here.keys()])].sort();
      return {
        cards: ids.map((cardId) => {
          const o = owned.get(cardId) ?? 0;
          const inThisSet = here.get(cardId) ?? 0;
          const inOtherSets = elsewhere.get(cardId) ?? 0;
          const card = facts().get(cardId);
          // The validator's own gate (alignment, exclusions, a deck): the finder dims and refuses by it.
          const placement = profile && card ? placementFor(profile, card) : null;
          const homeDeck = placement && 'deck' in placement ? placement.deck : null;
          const refusal = placement && 'refused' in placement ? { code: placement.refused, message: placement.message } : null;
          return { cardId, owned: o, inThisSet, inOtherSets, free: Math.max(0, o - inThisSet - inOtherSets), homeDeck, refusal };
        }),
      };
    },
    'sets.build': ({ name, profileId, players }) => {
      requireCards();
      const profile = profileOf(profileId);
      checkPlayers(profile, players);
      // Read the free copies, build and write under one write lock: another process building
      // meanwhile would otherwise hand out the very copies this build takes.
      const { id, lacking } = writeTransaction(db, () => {
        const existing = repo.byName(name);
        // Free copies: owned minus what the OTHER sets hold (an existing set is rebuilt from scratch).
        const elsewhere = existing ? repo.allocatedElsewhere(existing.id) : repo.allocatedElsewhere(-1);
        const free = new Map<string, number>();
        for (const [cardId, n] of repo.owned()) {
          const left = n - (elsewhere.get(cardId) ?? 0);
          if (left > 0) free.set(cardId, left);
        }
        const built = buildFromCollection({
          profile,
          players,
          cards: facts(),
          owned: free,
          name,
          // Arda Revised: the Site deck holds the locations its sleeves take (§2).
          sleeveSites: sleeves ? (mp, sites) => sleeves.sleeveSites(existing?.id ?? null, mp, sites) : undefined,
        });
        if (!existing) return { id: createWith({ ...built.set, name, players }), lacking: built.lacking };
        repo.update(existing.id, { profileId, players });
        repo.replaceDecks(existing.id, built.set.decks, `Build from collection (${profile.label}, ${players} players)`);
        return { id: existing.id, lacking: built.lacking };
      });
      return { ...stateOf(id), lacking };
    },
    'sets.importMeccg': ({ name, profileId, players, fileName, content }) => {
      requireCards();
      const profile = profileOf(profileId);
      refuseTaken(name);
      refuseOversizedContent(fileName, content, 'set');
      const result = refusingOverLimits(fileName, () => importMeccgList(content, { profile, index: nameIndex(), cards: facts() }));
      if (result.listedCopies === 0 && result.unplaceable.length === 0) {
        throw new ApiError('BAD_FILE', `${fileName} lists no cards: expected GCCG deck-list lines such as "3 Orc-watch (LE)". Nothing was imported.`);
      }
      const count = players ?? result.players ?? profile.players.min;
      checkPlayers(profile, count);
      const { id, otherSetsShort } = importing({ name, profileId, players: count, decks: result.decks });
      return { ...stateOf(id), otherSetsShort, placedCopies: result.placedCopies, unplaceable: result.unplaceable };
    },
    'sets.importJson': ({ name, fileName, content }) => {
      requireCards();
      refuseOversizedContent(fileName, content, 'set');
      const parsed = importJson(content);
      if (!parsed.ok) throw new ApiError('BAD_FILE', `${fileName}: ${parsed.reason}. Nothing was imported.`);
      const data = { ...parsed.set, name: name ?? parsed.set.name };
      const checkedName = setNameSchema.safeParse(data.name);
      if (!checkedName.success) throw new ApiError('BAD_FILE', `${fileName}: the set name is not usable (${checkedName.error.issues[0]?.message ?? 'bad name'}).`);
      data.name = checkedName.data;
      const profile = profileOf(data.profileId);
      checkPlayers(profile, data.players);
      refuseTaken(data.name);
      refuseUnknownCards(data.decks, fileName);
      const { id, otherSetsShort } = importing(data);
      return { ...stateOf(id), otherSetsShort };
    },
    'sets.export': ({ setId, format }) => {
      const set = repo.stored(setId);
      const extension = format === 'meccg' ? 'meccg' : format === 'json' ? 'json' : 'txt';
      const content = exportContent(set, format);
      // What the set held now, so it can be compared with this export after later edits.
      exportsRepo.record(setId, format, set.decks);
      return { fileName: `${fileStem(set.name)}.${extension}`, format, content };
    },
    'sets.printModel': ({ setId, date }) => {
      const set = repo.stored(setId);
      const model = buildPrintModel({ set, cards: facts(), violations: violationsOf(set), date: date ?? localDate() });
      // The MP deck's lines say which location each card is sleeved with.
      return sleeves ? withSleevePartners(model, sleeves.partners(set)) : model;
    },
  };

  return { handlers, repository: repo, invalidate: () => factsCache.invalidate() };
}

/** A file name from a set name: letters, digits, spaces, dots and dashes kept. */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s-]+|[.\s-]+$/g, '');
  return stem === '' ? 'arda-set' : stem;
}

function localDate(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
