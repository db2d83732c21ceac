/**
 * Whole-set GCCG import (placement by profile, unplaceable lines with reasons, copies
 * conserved) and .meccg export round trips, on the ten real sample lists and the real
 * card file from ../shared, with no database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECK_IDS, cardFactsMap, type ArdaCardFacts, type DeckId } from '../../src-shared/arda/model';
import { getProfile } from '../../src-shared/arda/profiles';
import { exportMeccg } from '../../src-shared/arda-io/meccgExport';
import { importMeccgList } from '../../src-shared/arda-io/meccgImport';
import { normalizeDecks, type ArdaSetData } from '../../src-shared/arda-io/setData';
import { parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { createNameIndex } from '../../src-shared/collection/nameIndex';

const cardFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
const deckDir = path.resolve(__dirname, '../../../shared/decks/gccg');
const parsed = parseCardDatabase('cards.json', readFileSync(cardFile, 'utf8'));
const cards = cardFactsMap(parsed.cards);
const index = createNameIndex(parsed.cards.map((c) => ({ id: c.id, set: c.set, type: c.type, alignment: c.alignment, names: c.names })));
const samples = readdirSync(deckDir).filter((f) => f.endsWith('.meccg')).sort();
const profileFor = (file: string) => (/^[A-E]\b/.test(file) ? 'arda-revised-wizard' : 'arda-revised-ringwraith');

/** Card lines as a person reads the file: "N name" lines outside comments and the Notes section. */
function cardLines(text: string): Map<number, number> {
  const out = new Map<number, number>();
  let notes = false;
  const rows = text.split(/\r?\n/);
  rows.forEach((row, i) => {
    if (/^#{4,}\s*$/.test(row.trim()) && /^#{4,}\s*$/.test((rows[i + 2] ?? '').trim())) notes = (rows[i + 1] ?? '').trim().toLowerCase() === 'notes';
    const m = /^\s*(\d+)\s+\S/.exec(row);
    if (!notes && m && !row.trim().startsWith('#')) out.set(i + 1, Number(m[1]));
  });
  return out;
}

function total(decks: Record<DeckId, { copies: number; proxies: number }[]>): number {
  return DECK_IDS.reduce((n, d) => n + decks[d].reduce((m, e) => m + e.copies + e.proxies, 0), 0);
}

describe('importing a whole Arda list from a GCCG file', () => {
  it.each(samples)('%s: every card line is placed or reported, and copies are conserved', (file) => {
    const text = readFileSync(path.join(deckDir, file), 'utf8');
    const profile = getProfile(profileFor(file))!;
    const result = importMeccgList(text, { profile, index, cards });
    const lines = cardLines(text);
    const listed = [...lines.values()].reduce((a, b) => a + b, 0);

    expect(result.listedCopies).toBe(listed);
    const unplacedCopies = result.unplaceable.reduce((n, l) => n + l.copies, 0);
    expect(result.placedCopies + unplacedCopies).toBe(listed);
    expect(total(result.decks)).toBe(result.placedCopies);
    // Unplaceable lines name real card lines, with a reason.
    for (const line of result.unplaceable) {
      expect(lines.has(line.line), `line ${line.line}`).toBe(true);
      expect(line.reason.length).toBeGreaterThan(10);
    }
    // Every placed card is in the deck its profile gives it, and of an allowed alignment.
    for (const deck of DECK_IDS) {
      for (const entry of result.decks[deck]) {
        const card = cards.get(entry.cardId)!;
        expect(profile.alignments).toContain(card.alignment);
        expect(profile.deckFor(card), `${card.name} in ${deck}`).toBe(deck);
      }
    }
  });

  it('places the avatar, sites and characters of a hero list where Arda Revised puts them', () => {
    const text = readFileSync(path.join(deckDir, 'A - Stewards of Gondor.meccg'), 'utf8');
    const result = importMeccgList(text, { profile: getProfile('arda-revised-wizard')!, index, cards });
    const names = (deck: DeckId) => result.decks[deck].map((e) => cards.get(e.cardId)!.name);
    expect(names('avatar')).toEqual(['Saruman']);
    expect(result.decks.avatar[0]?.copies).toBe(3);
    expect(names('site')).toContain('Rivendell');
    expect(names('character')).toContain('Glorfindel II');
    expect(names('play')).toContain('Orc-watch');
  });

  it('reports cards of the wrong alignment, unknown names and bad lines with line numbers, adding nothing for them', () => {
    const text = ['####', 'Deck', '####', '2 Orc-watch (LE)', '1 Gandalf (TW)', '3 Nosuchcard Atall', 'x Orc-watch', '1 Rivendell [M] (AS)'].join('\n');
    const result = importMeccgList(text, { profile: getProfile('arda-revised-wizard')!, index, cards });
    expect(result.placedCopies).toBe(3);
    expect(result.unplaceable.map((l) => [l.line, l.copies])).toEqual([
      [6, 3],
      [7, 0],
      [8, 1],
    ]);
    expect(result.unplaceable[0]?.reason).toMatch(/no card named "Nosuchcard Atall"/);
    // A name problem carries its code and params for the UI language; a placement refusal has none (shown in English).
    expect(result.unplaceable[0]).toMatchObject({ code: 'NAME_NOT_FOUND', params: { name: 'Nosuchcard Atall' } });
    expect(result.unplaceable[2]?.code).toBeUndefined();
    expect(result.unplaceable[2]?.reason).toMatch(/Minion card.*Hero, Neutral, Dual/);
    const gandalf = [...cards.values()].find((c) => c.name === 'Gandalf')!;
    expect(result.decks.avatar).toEqual([{ cardId: gandalf.id, copies: 1, proxies: 0 }]);
  });

  it('settles a name shared by hero and minion versions by the profile', () => {
    const pair = findSharedName(cards);
    const text = `1 ${pair.hero.name}\n`;
    const hero = importMeccgList(text, { profile: getProfile('arda-revised-wizard')!, index, cards });
    const minion = importMeccgList(text, { profile: getProfile('arda-revised-ringwraith')!, index, cards });
    expect(hero.unplaceable).toEqual([]);
    expect(minion.unplaceable).toEqual([]);
    const ids = (r: typeof hero) => DECK_IDS.flatMap((d) => r.decks[d].map((e) => e.cardId));
    expect(ids(hero)).toEqual([pair.hero.id]);
    expect(ids(minion)).toEqual([pair.minion.id]);
  });
});

/** A name with exactly one Hero and one Minion card and no other. */
function findSharedName(all: Map<string, ArdaCardFacts>): { hero: ArdaCardFacts; minion: ArdaCardFacts } {
  const byName = new Map<string, ArdaCardFacts[]>();
  for (const card of all.values()) byName.set(card.name, [...(byName.get(card.name) ?? []), card]);
  for (const group of byName.values()) {
    const hero = group.filter((c) => c.alignment === 'Hero');
    const minion = group.filter((c) => c.alignment === 'Minion');
    if (group.length === 2 && hero.length === 1 && minion.length === 1 && /^[A-Za-z ]+$/.test(hero[0]!.name)) return { hero: hero[0]!, minion: minion[0]! };
  }
  throw new Error('the card file has no hero/minion pair sharing a name');
}

describe('exporting a set to .meccg', () => {
  it.each(samples)('%s: export then import gives back the same set', (file) => {
    const profileId = profileFor(file);
    const profile = getProfile(profileId)!;
    const imported = importMeccgList(readFileSync(path.join(deckDir, file), 'utf8'), { profile, index, cards });
    const set: ArdaSetData = { name: file, profileId, players: 4, decks: imported.decks };
    const text = exportMeccg(set, { cards, index });
    const again = importMeccgList(text, { profile, index, cards });
    expect(again.unplaceable).toEqual([]);
    expect(again.decks).toEqual(set.decks);
    expect(again.players).toBe(4);
    // Sections per deck, with "# Type (N)" comments.
    expect(text).toContain('####\nPlay\n####');
    expect(text).toMatch(/^# Hazard \(\d+\)$/m);
  });

  it('keeps a card in the deck it was put in, even a wrong one, and writes proxies as comments', () => {
    const profile = getProfile('arda-revised-wizard')!;
    const orcWatch = [...cards.values()].find((c) => c.name === 'Orc-watch')!;
    const rivendell = [...cards.values()].find((c) => c.name === 'Rivendell' && c.alignment === 'Hero')!;
    const set: ArdaSetData = {
      name: 'odd',
      profileId: profile.id,
      players: 3,
      decks: normalizeDecks({ mp: [{ cardId: orcWatch.id, copies: 2, proxies: 1 }], site: [{ cardId: rivendell.id, copies: 0, proxies: 2 }] }),
    };
    const text = exportMeccg(set, { cards, index });
    expect(text).toContain('# proxies: 1 Orc-watch');
    expect(text).toMatch(/# proxies: 2 Rivendell/);
    const again = importMeccgList(text, { profile, index, cards });
    expect(again.decks.mp).toEqual([{ cardId: orcWatch.id, copies: 2, proxies: 0 }]);
    expect(again.decks.site).toEqual([]);
  });

  it('writes a name with the tag or id that reads back as exactly that card, for every card', () => {
    const profile = getProfile('arda-revised-wizard')!;
    const decks = normalizeDecks({ play: [...cards.keys()].map((cardId) => ({ cardId, copies: 1, proxies: 0 })) });
    const text = exportMeccg({ name: 'all', profileId: profile.id, players: 2, decks }, { cards, index });
    const again = importMeccgList(text, { profile, index, cards });
    expect(again.unplaceable).toEqual([]);
    expect(again.decks.play).toEqual(decks.play);
  });
});
