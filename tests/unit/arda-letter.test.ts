/**
 * Arda sets by the letter of the rules (issue 8, part A): Balrog-specific cards, uniqueness
 * by card across printings, Dark Arda's Site, Haven and Avatar decks, what setup deals, and
 * the Play deck the builder aims at. Real cards from ../shared/cards/cards.json; each test
 * quotes the rule it checks (../shared/rules).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFromCollection } from '../../src-shared/arda/build';
import { cardFactsMap, DECK_IDS, emptyArdaSet, nameKey, type ArdaCardFacts, type ArdaSet, type DeckId, type Violation, type ViolationCode } from '../../src-shared/arda/model';
import { placementFor } from '../../src-shared/arda/placement';
import { decksInUse, type Profile } from '../../src-shared/arda/profile';
import { getProfile } from '../../src-shared/arda/profiles';
import { validateArdaSet } from '../../src-shared/arda/validate';
import { importMeccgList } from '../../src-shared/arda-io/meccgImport';
import { exportJson, importJson } from '../../src-shared/arda-io/jsonFormat';
import { parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { createNameIndex, type NameIndex } from '../../src-shared/collection/nameIndex';

const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
let cards: Map<string, ArdaCardFacts>;
let index: NameIndex;

beforeAll(() => {
  const parsed = parseCardDatabase('cards.json', readFileSync(cardsFile, 'utf8'));
  cards = cardFactsMap(parsed.cards);
  index = createNameIndex(parsed.cards.map((c) => ({ id: c.id, set: c.set, type: c.type, alignment: c.alignment, names: c.names })));
});

const WIZ = 'arda-revised-wizard';
const RW = 'arda-revised-ringwraith';
const DA = 'dark-arda';
const profile = (id: string) => getProfile(id) as Profile;
const byId = (id: string) => cards.get(id) as ArdaCardFacts;

function card(name: string, alignment?: string): ArdaCardFacts {
  const found = [...cards.values()].filter((c) => c.nameKey === nameKey(name) && (!alignment || c.alignment === alignment));
  if (found.length !== 1) throw new Error(`${found.length} cards named ${name} ${alignment ?? ''}`);
  return found[0] as ArdaCardFacts;
}

function makeSet(profileId: string, decks: Partial<Record<DeckId, [ArdaCardFacts, number][]>>): ArdaSet {
  const set = emptyArdaSet('test', profileId);
  for (const [deck, list] of Object.entries(decks) as [DeckId, [ArdaCardFacts, number][]][]) set.decks[deck] = list.map(([c, copies]) => ({ cardId: c.id, copies, proxies: 0 }));
  return set;
}

function run(set: ArdaSet, players = 2): Violation[] {
  return validateArdaSet(set, cards, { owned: new Map([...cards.keys()].map((id) => [id, 99])), allocatedElsewhere: new Map(), players });
}

const about = (vs: Violation[], code: ViolationCode, deck?: DeckId) => vs.filter((v) => v.code === code && (deck === undefined || v.deck === deck));

describe('Balrog-specific cards', () => {
  // dark-arda-minion.txt, "Cards that Should Not Be Included": "Any card with the Hero,
  // Fallen-Wizard/Stage, or Balrog alignment." The data prints Azog (BA-2) as Minion with
  // "Unique. Balrog specific. Leader." in its text.
  it('are recognised from the text of cards the data stores as Minion, and from the Balrog alignment', () => {
    expect(byId('BA-2')).toMatchObject({ name: 'Azog', alignment: 'Minion', balrogSpecific: true });
    expect(byId('BA-80')).toMatchObject({ name: 'A Few Recruits', alignment: 'Minion', balrogSpecific: true });
    expect(byId('BA-3')).toMatchObject({ alignment: 'Balrog', balrogSpecific: true });
    // Orc Brawler (LE) is an ordinary minion character; Prone to Violence (BA) is a minion
    // resource Dark Arda itself names ("Prone to Violence Rule"), not Balrog specific.
    expect(card('Orc Brawler').balrogSpecific).toBe(false);
    expect(card('Prone to Violence').balrogSpecific).toBe(false);
    const specific = [...cards.values()].filter((c) => c.balrogSpecific && c.alignment === 'Minion');
    expect(specific.length).toBe(45);
    expect(specific.every((c) => c.set === 'BA')).toBe(true);
  });

  it('are EXCLUDED from a Dark Arda set, citing the excluded list', () => {
    const azog = byId('BA-2');
    const vs = run(makeSet(DA, { character: [[azog, 1]] }));
    const excluded = about(vs, 'EXCLUDED').filter((v) => v.cardId === azog.id);
    expect(excluded).toHaveLength(1);
    expect(excluded[0]?.severity).toBe('error');
    expect(excluded[0]?.message).toMatch(/Balrog alignment.*Cards that Should Not Be Included/);
    expect(placementFor(profile(DA), azog)).toMatchObject({ refused: 'EXCLUDED' });
  });

  // arda-revised-2013.txt, preamble, Designer Notes: "These rules … focus only on the Wizards
  // and Lidless Eye base sets": Ringwraith players cannot use Balrog-specific cards.
  it('are refused as ALIGNMENT in an Arda Revised Ringwraith set, not as EXCLUDED', () => {
    const recruits = byId('BA-80');
    const vs = run(makeSet(RW, { mp: [[recruits, 1]] })).filter((v) => v.cardId === recruits.id);
    expect(vs.map((v) => v.code)).toEqual(['ALIGNMENT']);
    expect(vs[0]?.message).toMatch(/Balrog specific.*Wizards and Lidless Eye base sets/);
    expect(placementFor(profile(RW), recruits)).toMatchObject({ refused: 'ALIGNMENT', message: expect.stringMatching(/Balrog specific/) });
    expect(placementFor(profile(RW), card('Orc Brawler'))).toEqual({ deck: 'character' });
  });

  it('are placed nowhere by a .meccg set import, each line listed with the reason', () => {
    const text = ['1 Azog (BA)', '1 A Few Recruits (BA)', '2 Orc Brawler (LE)', '1 Minas Morgul [M] (LE)'].join('\n');
    for (const id of [RW, DA]) {
      const result = importMeccgList(text, { profile: profile(id), index, cards });
      expect(result.unplaceable.map((u) => u.cardId)).toEqual(['BA-2', 'BA-80']);
      for (const u of result.unplaceable) expect(u.reason).toMatch(/Balrog/);
      expect(result.decks.character.map((e) => e.cardId)).toEqual([card('Orc Brawler').id]);
      // Dark Arda "Arda Deck Construction": "Haven Deck: Darkhavens for players to use as needed".
      const morgul = card('Minas Morgul', 'Minion').id;
      expect((id === DA ? result.decks.haven : result.decks.site).map((e) => e.cardId)).toEqual([morgul]);
      expect(result.placedCopies + result.unplaceable.reduce((n, u) => n + u.copies, 0)).toBe(result.listedCopies);
    }
  });

  it('are never picked by the builder', () => {
    for (const id of [RW, DA]) {
      const owned = new Map([...cards.values()].map((c) => [c.id, 3]));
      const { set } = buildFromCollection({ profile: profile(id), players: 4, cards, owned });
      const placed = DECK_IDS.flatMap((d) => set.decks[d].map((e) => byId(e.cardId)));
      expect(placed.filter((c) => c.balrogSpecific)).toEqual([]);
    }
  });
});

describe('uniqueness counts cards, not printings', () => {
  // arda-revised-2013.txt §2: the pool "should not contain any copies of unique cards";
  // dark-arda-minion.txt "Arda Deck Construction": "A single copy of all unique Minion characters".
  it('two printings of Boromir II (TW-134, TW-135) are two copies in every profile that takes them', () => {
    expect(byId('TW-134').identity).toBe(byId('TW-135').identity);
    const vs = about(run(makeSet(WIZ, { character: [[byId('TW-134'), 1], [byId('TW-135'), 1]] })), 'UNIQUE_COPIES');
    expect(vs).toHaveLength(1);
    expect(vs[0]?.message).toMatch(/Boromir II is unique: the set holds 2 copies across its printings.*should not contain any copies of unique cards\. Remove 1\./);
  });

  it('two printings of Quickbeam (TW-307, TW-308) are two copies, whichever decks hold them', () => {
    const vs = about(run(makeSet(WIZ, { mp: [[byId('TW-307'), 1]], play: [[byId('TW-308'), 1]] })), 'UNIQUE_COPIES');
    expect(vs).toEqual([expect.objectContaining({ deck: null, severity: 'error' })]);
  });

  it('a hero and a minion card sharing a name are different cards', () => {
    expect(card('Rivendell', 'Hero').identity).not.toBe(card('Rivendell', 'Minion').identity);
  });

  it('property: copies spread over the printings of a unique card are UNIQUE_COPIES exactly when more than one', () => {
    const printings = [
      ['TW-134', 'TW-135', 'character'],
      ['TW-307', 'TW-308', 'mp'],
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...printings), fc.nat(2), fc.nat(2), ([a, b, deck], n, m) => {
        const placed: [ArdaCardFacts, number][] = [
          [byId(a), n],
          [byId(b), m],
        ];
        const set = makeSet(WIZ, { [deck]: placed.filter(([, k]) => k > 0) });
        expect(about(run(set), 'UNIQUE_COPIES')).toHaveLength(n + m > 1 ? 1 : 0);
      }),
      { numRuns: 60 },
    );
  });

  // arda-revised-2013.txt §2, The Marshalling Point Deck: "Multiple copies of the same
  // location may be present".
  it('Arda Revised: the Site deck is a location pool, where a unique site may repeat', () => {
    const site = [...cards.values()].find((c) => c.type === 'Site' && c.alignment === 'Hero' && c.unique) as ArdaCardFacts;
    expect(about(run(makeSet(WIZ, { site: [[site, 3]] })), 'UNIQUE_COPIES')).toEqual([]);
    // Outside the deck for locations, copies of a site still count (it is WRONG_DECK there too).
    expect(about(run(makeSet(WIZ, { site: [[site, 1]], mp: [[site, 1]] })), 'UNIQUE_COPIES')).toHaveLength(1);
    expect(profile(WIZ).decks.site.locationPool).toBe(true);
  });

  // dark-arda-minion.txt "Arda Deck Construction": "Site Deck: Each player should provide a
  // site deck if possible, containing one each of the Minion sites".
  it('Dark Arda: a unique minion site once per player, more is UNIQUE_COPIES', () => {
    const site = [...cards.values()].find((c) => c.type === 'Site' && c.alignment === 'Minion' && c.unique && !c.isHaven) as ArdaCardFacts;
    expect(about(run(makeSet(DA, { site: [[site, 3]] }), 3), 'UNIQUE_COPIES')).toEqual([]);
    const over = about(run(makeSet(DA, { site: [[site, 3]] }), 2), 'UNIQUE_COPIES');
    expect(over).toHaveLength(1);
    expect(over[0]?.message).toMatch(/holds 2 copies.*a single copy of each unique card/);
  });
});

describe("Dark Arda's eight decks", () => {
  const darkhavens = () => [...cards.values()].filter((c) => c.type === 'Site' && c.alignment === 'Minion' && c.isHaven);

  it('Arda Revised uses seven decks: its Haven deck takes nothing; Dark Arda uses eight', () => {
    expect(decksInUse(profile(WIZ))).toEqual(['play', 'mp', 'character', 'minor', 'ring', 'site', 'avatar']);
    expect(decksInUse(profile(DA))).toEqual([...DECK_IDS]);
    // arda-revised-2013.txt §2: the Site deck holds the Havens there.
    const rivendell = card('Rivendell', 'Hero');
    expect(profile(WIZ).deckFor(rivendell)).toBe('site');
    const wrong = about(run(makeSet(WIZ, { haven: [[rivendell, 1]] })), 'WRONG_DECK');
    expect(wrong[0]?.message).toMatch(/Arda Revised has no Haven deck.*Move it to the Site deck/);
  });

  // dark-arda-minion.txt "Arda Deck Construction": "Haven Deck: Darkhavens for players to use as
  // needed (at least nine of each is ideal)."
  it('Darkhavens belong in the Haven deck, nine of each is ideal (a warning below that)', () => {
    expect(darkhavens().map((c) => c.name).sort()).toEqual(['Carn Dûm', 'Dol Guldur', 'Geann a-Lisch', 'Minas Morgul']);
    const morgul = card('Minas Morgul', 'Minion');
    expect(about(run(makeSet(DA, { site: [[morgul, 1]] })), 'WRONG_DECK')[0]?.message).toMatch(/Move it to the Haven deck/);
    const full = run(makeSet(DA, { haven: darkhavens().map((c) => [c, 9]) }));
    expect(about(full, 'DECK_SIZE', 'haven')).toEqual([]);
    expect(about(full, 'UNIQUE_COPIES')).toEqual([]);
    const short = about(run(makeSet(DA, { haven: darkhavens().map((c) => [c, c === morgul ? 3 : 9]) })), 'DECK_SIZE', 'haven');
    expect(short).toHaveLength(1);
    expect(short[0]?.severity).toBe('warning');
    expect(short[0]?.message).toMatch(/fewer than 9 copies of 1 Darkhavens: Minas Morgul 3 of 9 .*at least nine of each is ideal.*Add 6 cards/);
  });

  // "Site Deck: … containing one each of the Minion sites (Under-deeps sites may be included if
  // desired, but are not required)."
  it('the Site deck should hold one of each minion site but the Under-deeps: a warning with the count', () => {
    const wanted = [...cards.values()].filter((c) => c.type === 'Site' && c.alignment === 'Minion' && !c.isHaven && !c.isUnderDeeps);
    expect(wanted.length).toBeGreaterThan(80);
    const one = wanted[0] as ArdaCardFacts;
    const vs = about(run(makeSet(DA, { site: [[one, 1]] })), 'DECK_SIZE', 'site');
    expect(vs).toHaveLength(1);
    expect(vs[0]?.severity).toBe('warning');
    expect(vs[0]?.message).toContain(`lacks ${wanted.length - 1} of the ${wanted.length} minion sites`);
    expect(vs[0]?.message).toMatch(/Under-deeps sites may be included if desired, but are not required/);
    expect(about(run(makeSet(DA, { site: wanted.map((c) => [c, 1]) })), 'DECK_SIZE', 'site')).toEqual([]);
  });

  // "Avatar Deck: One copy of each of the nine Ringwraiths, and nine copies each of Heralded
  // Lord, Black Rider, and Fell Rider."
  it('mode cards: below nine is a warning, below one per player an error', () => {
    const modes = ['Heralded Lord', 'Black Rider', 'Fell Rider'].map((n) => card(n));
    const ringwraiths = [...cards.values()].filter((c) => c.isAvatar && c.race === 'Ringwraith' && c.alignment === 'Minion');
    const avatar = (n: number) => makeSet(DA, { avatar: [...ringwraiths.map((c): [ArdaCardFacts, number] => [c, 1]), ...modes.map((c): [ArdaCardFacts, number] => [c, n])] });
    const at = (n: number, players: number) => about(run(avatar(n), players), 'AVATAR').map((v) => v.severity);
    expect(at(9, 9)).toEqual([]);
    expect(at(4, 4)).toEqual(['warning', 'warning', 'warning']);
    expect(about(run(avatar(4), 4), 'AVATAR')[0]?.message).toMatch(/holds 4 .*the rule asks for 9.*nine copies each of Heralded Lord/);
    expect(at(3, 4)).toEqual(['error', 'error', 'error']);
  });

  it('the JSON form carries the Haven deck both ways, and files without it still import', () => {
    const set = { name: 'Dark', profileId: DA, players: 4, decks: makeSet(DA, { haven: darkhavens().map((c) => [c, 9]) }).decks };
    const back = importJson(exportJson(set, cards));
    expect(back).toEqual({ ok: true, set });
    const old = JSON.parse(exportJson(set, cards)) as { decks: Record<string, unknown> };
    delete old.decks.haven;
    const older = importJson(JSON.stringify(old));
    expect(older.ok && older.set.decks.haven).toEqual([]);
  });
});

describe('what setup deals', () => {
  const characters = (pred: (c: ArdaCardFacts) => boolean, alignment: string) =>
    [...cards.values()].filter((c) => c.type === 'Character' && !c.isAvatar && c.alignment === alignment && !c.balrogSpecific && pred(c));

  // arda-revised-2013.txt §3: "Each player receives at random 2 characters with 6 mind or higher
  // (taken from the Roving Character Deck)."
  it('Arda Revised: two characters of mind 6 or more per player, else a SETUP error', () => {
    const big = characters((c) => (c.mind ?? 0) >= 6, 'Hero');
    const small = characters((c) => (c.mind ?? 0) < 6, 'Hero').slice(0, 20);
    const set = (n: number) => makeSet(WIZ, { character: [...big.slice(0, n), ...small].map((c): [ArdaCardFacts, number] => [c, 1]) });
    const setup = (n: number, players: number) => about(run(set(n), players), 'SETUP');
    expect(setup(6, 3)).toEqual([]);
    const short = setup(5, 3);
    expect(short).toEqual([expect.objectContaining({ severity: 'error', deck: 'character' })]);
    expect(short[0]?.message).toMatch(/holds 5 characters of mind 6 or more; setup deals 2 to each of 3 players, 6 in all .*Each player receives at random 2 characters with 6 mind or higher.*Add 1/);
  });

  // dark-arda-minion.txt "Game Setup" step 2: "Each player is dealt one card from the first
  // (7+ Mind) pile … Each player is given two cards from the second (6 Mind) pile (three if
  // there are four or fewer players)."
  it('Dark Arda: the 7+ mind and 6 mind piles must deal each player their share (warnings)', () => {
    const seven = characters((c) => (c.mind ?? 0) >= 7, 'Minion');
    const six = characters((c) => c.mind === 6, 'Minion');
    expect(seven.length).toBe(9); // "there are a total of nine in the game"
    const set = (s7: number, s6: number) => makeSet(DA, { character: [...seven.slice(0, s7), ...six.slice(0, s6)].map((c): [ArdaCardFacts, number] => [c, 1]) });
    const setup = (s7: number, s6: number, players: number) => about(run(set(s7, s6), players), 'SETUP');
    expect(setup(4, 12, 4)).toEqual([]);
    expect(setup(4, 11, 4).map((v) => v.message)).toEqual([expect.stringMatching(/11 characters of mind 6; setup deals 3 to each of 4 players, 12 in all .*three if there are four or fewer players/)]);
    expect(setup(4, 10, 5).map((v) => [v.severity, v.message.slice(0, 40)])).toEqual([['warning', 'The Character deck holds 4 characters of']]);
  });
});

describe('the Play deck the builder aims at', () => {
  // arda-revised-2013.txt §2, The Play Deck: "It should contain about 50 cards per player, but
  // can be any number greater than that if you wish and does not need to be scaled down to suit
  // smaller groups. For instance, a game consisting of two players will benefit from a 250 card
  // Play deck as well as a game of five players will."
  it.each([
    [2, 250],
    [5, 250],
    [6, 300],
  ])('%i players: %i cards, half hazards, creatures the majority of them', (players, size) => {
    const p = profile(WIZ);
    const owned = new Map([...cards.values()].map((c) => [c.id, 4]));
    const { set } = buildFromCollection({ profile: p, players, cards, owned });
    const play = set.decks.play.map((e) => [byId(e.cardId), e.copies] as const);
    const total = play.reduce((n, [, k]) => n + k, 0);
    const hazards = play.reduce((n, [c, k]) => n + (c.type === 'Hazard' ? k : 0), 0);
    const creatures = play.reduce((n, [c, k]) => n + (c.isCreature ? k : 0), 0);
    expect(total).toBe(size);
    expect(hazards).toBe(size / 2);
    expect(creatures * 2).toBeGreaterThan(hazards);
    expect(run(set, players).filter((v) => v.deck === 'play')).toEqual([]);
  });

  it('settles for the largest balanced deck a smaller collection allows, down to 50 per player', () => {
    const p = profile(WIZ);
    const owned = new Map([...cards.values()].map((c) => [c.id, 1]));
    const { set, lacking } = buildFromCollection({ profile: p, players: 2, cards, owned });
    const total = set.decks.play.reduce((n, e) => n + e.copies, 0);
    expect(total).toBeGreaterThanOrEqual(100);
    expect(total).toBeLessThanOrEqual(250);
    expect(lacking.filter((l) => l.deck === 'play')).toEqual([]);
    expect(about(run(set, 2), 'RATIO')).toEqual([]);
  });

  it('property: a built set never breaks the rules above when the collection allows', () => {
    const ids = [...cards.keys()];
    fc.assert(
      fc.property(fc.constantFrom(WIZ, RW, DA), fc.integer({ min: 2, max: 7 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (id, players, seed) => {
        // A random collection: every card 0–3 copies, by a cheap deterministic hash of the seed.
        const owned = new Map(ids.map((cid, i) => [cid, ((seed ^ (i * 2654435761)) >>> 3) % 4]));
        const { set } = buildFromCollection({ profile: profile(id), players, cards, owned });
        const vs = validateArdaSet(set, cards, { owned, allocatedElsewhere: new Map(), players });
        const broken = vs.filter((v) => ['WRONG_DECK', 'UNIQUE_COPIES', 'COPY_LIMIT', 'ALIGNMENT', 'EXCLUDED', 'NO_MP', 'NOT_OWNED'].includes(v.code));
        expect(broken).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
