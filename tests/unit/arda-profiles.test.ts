import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { cardFactsMap, DECK_IDS, nameKey, type ArdaCardFacts, type DeckId } from '../../src-shared/arda/model';
import type { Profile } from '../../src-shared/arda/profile';
import { getProfile, PROFILE_IDS } from '../../src-shared/arda/profiles';

const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
let all: ArdaCardFacts[];

beforeAll(() => {
  all = [...cardFactsMap(parseCardDatabase('cards.json', readFileSync(cardsFile, 'utf8')).cards).values()];
});

const profile = (id: string) => getProfile(id) as Profile;
const allowed = (p: Profile) => all.filter((c) => p.alignments.includes(c.alignment));

describe('registry', () => {
  it('holds the three profiles by id', () => {
    expect(PROFILE_IDS).toEqual(['arda-revised-wizard', 'arda-revised-ringwraith', 'dark-arda']);
    for (const id of PROFILE_IDS) expect(getProfile(id)?.id).toBe(id);
    expect(getProfile('standard')).toBeUndefined();
  });
});

describe('card facts', () => {
  it('tell tested rings from gold rings, minor Mind Rings and other special items', () => {
    const byName = (name: string) => all.filter((c) => c.nameKey === nameKey(name));
    expect(byName('The One Ring').map((c) => c.isRing)).toEqual([true, true]);
    expect(byName('Magic Ring of Fury')[0]?.isRing).toBe(true);
    expect(byName('Dwarven Ring of Durin’s Tribe').every((c) => c.isRing)).toBe(true);
    expect(byName('Thrall-ring')[0]).toMatchObject({ isRing: false, isMinorItem: true });
    expect(byName('Gold Ring that Sauron Fancies')[0]).toMatchObject({ isRing: false, isGoldRing: true });
    expect(byName('Palantír of Orthanc').every((c) => !c.isRing)).toBe(true);
    expect(byName('Mûmak')[0]?.name).toBe('Mûmak (Oliphant)');
    expect(byName('Red Book of Westmarch').every((c) => c.hasMp)).toBe(true);
  });
});

describe.each(PROFILE_IDS)('profile %s', (id) => {
  it('sends every card to a deck that accepts it and, for the MP deck, has MP', () => {
    const p = profile(id);
    for (const card of allowed(p)) {
      const deck = p.deckFor(card);
      if (deck === null) continue;
      expect(p.decks[deck].accepts(card), `${card.id} ${card.name} → ${deck}`).toBe(true);
      if (p.decks[deck].requiresMp) expect(card.hasMp, card.id).toBe(true);
    }
  });

  it('leaves no card of its alignments without a deck but regions and other avatars', () => {
    const p = profile(id);
    const homeless = allowed(p).filter((c) => p.deckFor(c) === null);
    expect(homeless.filter((c) => c.type !== 'Region' && !c.isAvatar).map((c) => c.name)).toEqual([]);
  });

  it('places a sample of each category where the rules say', () => {
    const p = profile(id);
    const placed = (pred: (c: ArdaCardFacts) => boolean) => new Set(allowed(p).filter(pred).map((c) => p.deckFor(c)));
    const one = (deck: DeckId | null) => new Set([deck]);
    expect(placed((c) => c.type === 'Hazard')).toEqual(one('play'));
    // Dark Arda, "Arda Deck Construction": "Haven Deck: Darkhavens for players to use as needed";
    // Arda Revised §2 has no Haven deck: its Site deck holds the Havens.
    expect(placed((c) => c.type === 'Site' && !c.isHaven)).toEqual(one('site'));
    expect(placed((c) => c.type === 'Site' && c.isHaven)).toEqual(one(id === 'dark-arda' ? 'haven' : 'site'));
    expect(placed((c) => c.type === 'Region')).toEqual(one(null));
    expect(placed((c) => c.isMinorItem)).toEqual(one('minor'));
    expect(placed((c) => c.isRing)).toEqual(one('ring'));
    expect(placed((c) => c.isGoldRing || (c.hasMp && (c.subtype === 'Faction' || c.subtype === 'Ally' || c.subtype === 'Greater Item')))).toEqual(one('mp'));
    // An ally or item without MP is a resource without MP: the Play deck.
    expect(placed((c) => c.type === 'Resource' && !c.hasMp && (c.subtype === 'Ally' || c.subtype === 'Major Item'))).not.toContain('mp');
    expect(placed((c) => c.type === 'Resource' && /event/.test(c.subtype ?? '') && !c.hasMp && !c.playableAsStartingMinorItem && !/^(heralded lord|black rider|fell rider)$/.test(c.nameKey))).toEqual(one('play'));
    expect(placed((c) => c.type === 'Character' && !c.isAvatar)).toEqual(one('character'));
  });

  it('puts its avatars in the Avatar deck', () => {
    const p = profile(id);
    const race = id === 'arda-revised-wizard' ? 'Wizard' : 'Ringwraith';
    const avatars = allowed(p).filter((c) => c.isAvatar && c.race === race);
    expect(avatars).toHaveLength(race === 'Wizard' ? 5 : 9);
    expect(new Set(avatars.map((c) => p.deckFor(c)))).toEqual(new Set(['avatar']));
  });

  it('gives every deck a rule text that cites its source', () => {
    const p = profile(id);
    for (const deck of DECK_IDS) expect(p.decks[deck].holds).toMatch(/Arda/);
  });
});

describe('Dark Arda lists', () => {
  it('every card the lists name exists in the card data', () => {
    const p = profile('dark-arda');
    const keys = new Set(all.map((c) => c.nameKey));
    const names = [...p.excluded, ...p.discouraged].flatMap((rule) => rule.names ?? []);
    expect(names.length).toBeGreaterThan(25);
    expect(names.filter((n) => !keys.has(nameKey(n)))).toEqual([]);
  });

  it('every list entry, named or described, matches at least one real minion or neutral card', () => {
    const p = profile('dark-arda');
    for (const rule of [...p.excluded, ...p.discouraged]) {
      expect(allowed(p).filter((c) => rule.matches(c)).length, rule.label).toBeGreaterThan(0);
    }
  });

  it('catch the named kinds: the nine Unleashed cards and the nine Nazgûl hazards', () => {
    const p = profile('dark-arda');
    const unleashed = p.excluded.find((r) => /Unleashed/.test(r.label));
    expect(all.filter((c) => unleashed?.matches(c)).map((c) => c.nameKey.replace(/ unleashed$/, '')).sort()).toHaveLength(9);
    const nazgul = p.discouraged.find((r) => /Nazgûl/.test(r.label));
    expect(all.filter((c) => nazgul?.matches(c))).toHaveLength(9);
  });

  it('keep every card the Dark Arda rules play with', () => {
    const p = profile('dark-arda');
    const kept = ['Prone to Violence', 'Whispers of Rings', 'Orders from Lugbúrz', 'Heralded Lord', 'Black Rider', 'Fell Rider', 'We Have Come to Kill'];
    for (const name of kept) {
      const card = all.find((c) => c.nameKey === nameKey(name)) as ArdaCardFacts;
      expect([...p.excluded, ...p.discouraged].filter((r) => r.matches(card)).map((r) => r.label), name).toEqual([]);
    }
    const sites = allowed(p).filter((c) => c.type === 'Site');
    expect(sites.filter((c) => p.excluded.some((r) => r.matches(c)))).toEqual([]);
  });

  it('Arda Revised names no cards', () => {
    for (const id of ['arda-revised-wizard', 'arda-revised-ringwraith']) {
      expect(profile(id).excluded).toEqual([]);
      expect(profile(id).discouraged).toEqual([]);
    }
  });
});
