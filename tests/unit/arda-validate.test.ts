import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { cardFactsMap, emptyArdaSet, nameKey, type ArdaCardFacts, type ArdaSet, type DeckId, type Violation, type ViolationCode } from '../../src-shared/arda/model';
import { validateArdaSet, type ValidationContext } from '../../src-shared/arda/validate';

const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
let cards: Map<string, ArdaCardFacts>;

beforeAll(() => {
  cards = cardFactsMap(parseCardDatabase('cards.json', readFileSync(cardsFile, 'utf8')).cards);
});

/** The one real card with this English name (and alignment, where names repeat). */
function card(name: string, alignment?: string): ArdaCardFacts {
  const found = [...cards.values()].filter((c) => c.nameKey === nameKey(name) && (!alignment || c.alignment === alignment));
  if (found.length !== 1) throw new Error(`${found.length} cards named ${name} ${alignment ?? ''}`);
  return found[0] as ArdaCardFacts;
}

type Placement = [ArdaCardFacts, number, number?];

function makeSet(profileId: string, decks: Partial<Record<DeckId, Placement[]>>): ArdaSet {
  const set = emptyArdaSet('test', profileId);
  for (const [deck, placements] of Object.entries(decks) as [DeckId, Placement[]][]) {
    set.decks[deck] = placements.map(([c, copies, proxies]) => ({ cardId: c.id, copies, proxies: proxies ?? 0 }));
  }
  return set;
}

/** Owns plenty of everything unless the test says otherwise. */
function run(set: ArdaSet, context: Partial<ValidationContext> = {}): Violation[] {
  const owned = context.owned ?? new Map([...cards.keys()].map((id) => [id, 99]));
  return validateArdaSet(set, cards, { owned, allocatedElsewhere: context.allocatedElsewhere ?? new Map(), players: context.players });
}

const about = (violations: Violation[], code: ViolationCode, c?: ArdaCardFacts) =>
  violations.filter((v) => v.code === code && (!c || v.cardId === c.id));

/** Codes reported for one card, sorted. */
const codesFor = (violations: Violation[], c: ArdaCardFacts) => violations.filter((v) => v.cardId === c.id).map((v) => v.code).sort();

const WIZ = 'arda-revised-wizard';
const RW = 'arda-revised-ringwraith';
const DA = 'dark-arda';

describe('WRONG_DECK and NO_MP', () => {
  it('a hero minor item in the MP deck of a Wizard set is in the wrong deck and has no MP', () => {
    const dagger = card('Dagger of Westernesse');
    const vs = run(makeSet(WIZ, { mp: [[dagger, 1]] }));
    expect(codesFor(vs, dagger)).toEqual(['NO_MP', 'WRONG_DECK']);
    const wrong = about(vs, 'WRONG_DECK', dagger)[0];
    expect(wrong?.severity).toBe('error');
    expect(wrong?.deck).toBe('mp');
    expect(wrong?.message).toMatch(/Dagger of Westernesse does not belong in the Marshalling Point deck/);
    expect(wrong?.message).toMatch(/Arda Revised §2.*Move it to the Minor Item deck\./);
  });

  it.each([RW, DA])('a minion minor item in the MP deck of %s is in the wrong deck', (profile) => {
    const draughts = card('Orc-draughts');
    expect(codesFor(run(makeSet(profile, { mp: [[draughts, 1]] })), draughts)).toEqual(['NO_MP', 'WRONG_DECK']);
  });

  it.each([
    [WIZ, 'All the Bells Ringing', 'Hero'],
    [RW, 'Dark Tryst', 'Minion'],
    [DA, 'Dark Tryst', 'Minion'],
  ])('%s: an event without MP in the MP deck is NO_MP only, with the Play deck as the fix', (profile, name, alignment) => {
    const event = card(name, alignment);
    const vs = run(makeSet(profile, { mp: [[event, 1]] }));
    expect(codesFor(vs, event)).toEqual(['NO_MP']);
    expect(about(vs, 'NO_MP', event)[0]?.message).toMatch(/has no marshalling points.*Move it to the Play deck\./);
  });

  it.each([
    [WIZ, 'Hero'],
    [RW, 'Minion'],
    [DA, 'Minion'],
  ])('%s: MP cards, rings, gold rings and characters must sit in their own decks', (profile, alignment) => {
    const magicRing = [...cards.values()].find((c) => c.alignment === alignment && c.keywords.includes('Magic Ring')) as ArdaCardFacts;
    const goldRing = [...cards.values()].find((c) => c.alignment === alignment && c.isGoldRing) as ArdaCardFacts;
    const faction = card('Haradrim', alignment);
    const character = [...cards.values()].find((c) => c.alignment === alignment && c.type === 'Character' && !c.isAvatar) as ArdaCardFacts;
    const vs = run(makeSet(profile, { mp: [[magicRing, 1]], ring: [[goldRing, 1]], play: [[faction, 1]], site: [[character, 1]] }));
    expect(about(vs, 'WRONG_DECK', magicRing)[0]?.message).toMatch(/Move it to the Ring deck/);
    expect(about(vs, 'WRONG_DECK', goldRing)[0]?.message).toMatch(/Move it to the Marshalling Point deck/);
    expect(about(vs, 'WRONG_DECK', faction)[0]?.message).toMatch(/Move it to the Marshalling Point deck/);
    expect(about(vs, 'WRONG_DECK', character)[0]?.message).toMatch(/Move it to the Character deck/);
  });

  it('Dark Arda keeps Whispers of Rings in the Minor Item deck and the mode cards in the Avatar deck', () => {
    const whispers = card('Whispers of Rings');
    const herald = card('Heralded Lord');
    const vs = run(makeSet(DA, { play: [[whispers, 1], [herald, 1]] }));
    expect(about(vs, 'WRONG_DECK', whispers)[0]?.message).toMatch(/Move it to the Minor Item deck/);
    expect(about(vs, 'WRONG_DECK', herald)[0]?.message).toMatch(/Move it to the Avatar deck/);
    // In Arda Revised the modes are dropped: a mode card is an ordinary resource of the Play deck.
    expect(about(run(makeSet(RW, { play: [[herald, 1]] })), 'WRONG_DECK')).toEqual([]);
    expect(about(run(makeSet(RW, { minor: [[whispers, 1]] })), 'WRONG_DECK', whispers)[0]?.message).toMatch(/Move it to the Play deck/);
  });

  it.each([WIZ, RW, DA])('%s: a region card has no deck at all', (profile) => {
    const region = card('Anduin Vales');
    expect(about(run(makeSet(profile, { site: [[region, 1]] })), 'WRONG_DECK', region)[0]?.message).toMatch(/No deck of an? .* set takes it; remove it\./);
  });

  it('an unknown card id is a WRONG_DECK error that still counts toward ownership', () => {
    const set = emptyArdaSet('x', WIZ);
    set.decks.play = [{ cardId: 'ZZ-1', copies: 2, proxies: 0 }];
    const vs = run(set, { owned: new Map() });
    expect(vs.filter((v) => v.cardId === 'ZZ-1').map((v) => v.code).sort()).toEqual(['NOT_OWNED', 'WRONG_DECK']);
    expect(about(vs, 'WRONG_DECK')[0]?.message).toMatch(/not in the loaded card database/);
  });

  it('an unknown profile is reported, not thrown', () => {
    expect(run(emptyArdaSet('x', 'no-such-profile'))).toEqual([expect.objectContaining({ severity: 'error', deck: null })]);
  });
});

describe('UNIQUE_COPIES', () => {
  it('Gandalf in the Character and the Avatar deck of a Wizard set', () => {
    const gandalf = card('Gandalf', 'Hero');
    const vs = run(makeSet(WIZ, { character: [[gandalf, 1]], avatar: [[gandalf, 1]] }));
    const unique = about(vs, 'UNIQUE_COPIES', gandalf);
    expect(unique).toHaveLength(1);
    expect(unique[0]).toMatchObject({ severity: 'error', deck: null });
    expect(unique[0]?.message).toBe(
      'Gandalf is unique: the set holds 2 copies (Character 1, Avatar 1). Arda Revised §2: the pool should not contain any copies of unique cards. Remove 1.',
    );
  });

  it.each([
    [WIZ, 'Ringil', 'mp'],
    [RW, 'High Helm', 'mp'],
    [DA, 'Mauhúr', 'character'],
  ] as const)('%s: a unique card twice in one deck, proxies included', (profile, name, deck) => {
    const c = card(name);
    const vs = run(makeSet(profile, { [deck]: [[c, 1, 1]] }));
    expect(about(vs, 'UNIQUE_COPIES', c)).toEqual([expect.objectContaining({ deck, severity: 'error' })]);
    expect(about(run(makeSet(profile, { [deck]: [[c, 1]] })), 'UNIQUE_COPIES')).toEqual([]);
  });

  it('a repeated Wizard in the Avatar deck is an avatar question: allowed at 6–7 players, AVATAR at 2–5', () => {
    const wizards = ['Alatar', 'Gandalf', 'Pallando', 'Radagast', 'Saruman'].map((n) => card(n, 'Hero'));
    const avatar: Placement[] = wizards.map((w, i) => [w, i === 1 ? 2 : 1]);
    const six = run(makeSet(WIZ, { avatar }), { players: 6 });
    expect(about(six, 'UNIQUE_COPIES')).toEqual([]);
    expect(about(six, 'AVATAR')).toEqual([]);
    const five = run(makeSet(WIZ, { avatar }), { players: 5 });
    expect(about(five, 'UNIQUE_COPIES')).toEqual([]);
    expect(about(five, 'AVATAR', wizards[1])[0]?.message).toMatch(/Gandalf: 2 copies in the Avatar deck, at most 1 for 5 players/);
  });
});

describe('COPY_LIMIT', () => {
  it('Dark Arda: at most three of a non-unique character or minor item, proxies included', () => {
    const orc = card('Orc Brawler');
    const draughts = card('Orc-draughts');
    const three = run(makeSet(DA, { character: [[orc, 2, 1]], minor: [[draughts, 3]] }));
    expect(about(three, 'COPY_LIMIT')).toEqual([]);
    const four = run(makeSet(DA, { character: [[orc, 3, 1]], minor: [[draughts, 4]] }));
    expect(about(four, 'COPY_LIMIT').map((v) => [v.deck, v.cardId])).toEqual([
      ['character', orc.id],
      ['minor', draughts.id],
    ]);
    expect(about(four, 'COPY_LIMIT', orc)[0]?.message).toMatch(/4 copies in the Character deck, the limit is 3 .*Remove 1\./);
  });

  it.each([WIZ, RW])('%s: non-unique characters and minor items in any number', (profile) => {
    const orc = card('Orc Brawler');
    const dart = card('Deadly Dart');
    expect(about(run(makeSet(profile, { character: [[orc, 10]], minor: [[dart, 10]] })), 'COPY_LIMIT')).toEqual([]);
  });
});

describe('ALIGNMENT', () => {
  it.each([
    [RW, 'Glamdring', 'Hero'],
    [DA, 'Glamdring', 'Hero'],
    [WIZ, 'High Helm', 'Minion'],
    [WIZ, 'A Merrier World', 'Stage'],
    [RW, 'A Merrier World', 'Stage'],
    [DA, 'A Merrier World', 'Stage'],
    [RW, 'The Balrog', 'Balrog'],
    [DA, 'The Balrog', 'Balrog'],
  ])('%s rejects %s (%s)', (profile, name, alignment) => {
    const c = card(name, alignment);
    const deck = (c.type === 'Character' ? 'avatar' : c.hasMp ? 'mp' : 'play') as DeckId;
    const vs = about(run(makeSet(profile, { [deck]: [[c, 1]] })), 'ALIGNMENT', c);
    expect(vs).toHaveLength(1);
    expect(vs[0]?.message).toMatch(new RegExp(`is a ${alignment} card, not allowed in a`));
  });

  it('Dark Arda reports the Fallen-wizard Gandalf once, as ALIGNMENT (not again as EXCLUDED or WRONG_DECK)', () => {
    const fallen = card('Gandalf', 'Fallen-wizard');
    const vs = run(makeSet(DA, { avatar: [[fallen, 1]] }));
    expect(codesFor(vs, fallen)).toEqual(['ALIGNMENT']);
    expect(about(vs, 'ALIGNMENT')[0]?.message).toMatch(/Cards that Should Not Be Included/);
  });

  it.each([WIZ, RW, DA])('%s allows neutral hazards and the dual Deadly Dart', (profile) => {
    const vs = run(makeSet(profile, { play: [[card('Dwarven Travelers'), 1]], minor: [[card('Deadly Dart'), 1]] }));
    expect(about(vs, 'ALIGNMENT')).toEqual([]);
  });
});

describe('EXCLUDED and DISCOURAGED (Dark Arda)', () => {
  const excludedNames = [
    'Sudden Call',
    'Adûnaphel Unleashed',
    'The Witch-king Unleashed',
    'The Lidless Eye',
    'Sauron',
    'Mûmak',
    'In the Heart of His Realm',
    'An Unexpected Outpost',
    'Pilfer Anything Unwatched',
    'Faithless Steward',
    'Crowned with Storm',
  ];
  it.each(excludedNames)('%s is an EXCLUDED error in a Dark Arda set and fine in an Arda Revised Ringwraith set', (name) => {
    const c = card(name, name === 'Sauron' ? 'Minion' : undefined);
    const deck = (c.hasMp ? 'mp' : 'play') as DeckId;
    const vs = about(run(makeSet(DA, { [deck]: [[c, 1]] })), 'EXCLUDED', c);
    expect(vs).toEqual([expect.objectContaining({ severity: 'error', deck })]);
    expect(vs[0]?.message).toMatch(/is on the Dark Arda excluded list \(.*\): .*Remove it\./);
    expect(about(run(makeSet(RW, { [deck]: [[c, 1]] })), 'EXCLUDED')).toEqual([]);
  });

  it('Sudden Call names the rule and why', () => {
    const vs = about(run(makeSet(DA, { play: [[card('Sudden Call'), 1]] })), 'EXCLUDED');
    expect(vs[0]?.message).toBe(
      'Sudden Call is on the Dark Arda excluded list (Sudden Call): every player already holds a Sudden Call ("Sudden Call Rule"); Dark Arda, "Cards that Should Not Be Included". Remove it.',
    );
  });

  it.each(['Prone to Violence', 'Whispers of Rings', 'Orders from Lugburz', 'We Have Come to Kill'])('%s, which the Dark Arda rules use, is not excluded', (name) => {
    const c = card(name);
    const deck = c.playableAsStartingMinorItem ? 'minor' : 'play';
    expect(run(makeSet(DA, { [deck]: [[c, 1]] })).filter((v) => v.cardId === c.id)).toEqual([]);
  });

  it.each(['Witch-king of Angmar', 'Khamûl the Easterling', 'Morgul-knife', 'Gothmog', 'Revealed to All Watchers'])('%s is a DISCOURAGED warning', (name) => {
    const c = card(name);
    const vs = run(makeSet(DA, { play: [[c, 1]] })).filter((v) => v.cardId === c.id);
    expect(vs).toEqual([expect.objectContaining({ code: 'DISCOURAGED', severity: 'warning', deck: 'play' })]);
    expect(vs[0]?.message).toMatch(/Consider removing it\./);
  });
});

describe('DECK_SIZE', () => {
  const fill = (prefix: (c: ArdaCardFacts) => boolean, n: number): Placement[] =>
    [...cards.values()].filter(prefix).slice(0, n).map((c) => [c, 1]);
  const sizeIssues = (vs: Violation[], deck: DeckId) => about(vs, 'DECK_SIZE').filter((v) => v.deck === deck);

  it.each([WIZ, RW])('%s: the MP deck needs at least 45 cards (error)', (profile) => {
    const alignment = profile === WIZ ? 'Hero' : 'Minion';
    const mpCards = (c: ArdaCardFacts) => c.alignment === alignment && c.type === 'Resource' && c.hasMp && !c.isMinorItem && !c.isRing;
    const short = sizeIssues(run(makeSet(profile, { mp: fill(mpCards, 44) })), 'mp');
    expect(short).toEqual([expect.objectContaining({ severity: 'error' })]);
    expect(short[0]?.message).toMatch(/holds 44 cards; it should hold at least 45 .*Add 1\./);
    expect(sizeIssues(run(makeSet(profile, { mp: fill(mpCards, 45) })), 'mp')).toEqual([]);
  });

  it('Arda Revised: the Play deck holds about 50 per player (warning), the Minor Item deck 35–40', () => {
    const creatures = fill((c) => c.isCreature && !c.unique, 150);
    expect(sizeIssues(run(makeSet(WIZ, { play: creatures.slice(0, 99) }), { players: 2 }), 'play')).toEqual([expect.objectContaining({ severity: 'warning' })]);
    expect(sizeIssues(run(makeSet(WIZ, { play: creatures.slice(0, 100) }), { players: 2 }), 'play')).toEqual([]);
    expect(sizeIssues(run(makeSet(WIZ, { play: creatures.slice(0, 100) }), { players: 3 }), 'play')[0]?.message).toMatch(/at least 150 \(.*150 for 3 players/);
    // Without a player count, the smallest game (2 players) sets the target.
    expect(sizeIssues(run(makeSet(WIZ, { play: creatures.slice(0, 100) })), 'play')).toEqual([]);

    const dart = card('Deadly Dart');
    const minor = (n: number) => run(makeSet(WIZ, { minor: [[dart, n]] }));
    expect(sizeIssues(minor(34), 'minor')[0]?.message).toMatch(/holds 34 cards; it should hold 35–40/);
    expect(sizeIssues(minor(35), 'minor')).toEqual([]);
    expect(sizeIssues(minor(40), 'minor')).toEqual([]);
    expect(sizeIssues(minor(41), 'minor')[0]?.message).toMatch(/Remove 1\./);
  });

  it('Dark Arda: the Character deck deals twelve characters per player', () => {
    const orcs = card('Orc Brawler');
    const chars = fill((c) => c.alignment === 'Minion' && c.type === 'Character' && !c.isAvatar, 30);
    expect(sizeIssues(run(makeSet(DA, { character: chars.slice(0, 23) }), { players: 2 }), 'character')).toHaveLength(1);
    expect(sizeIssues(run(makeSet(DA, { character: chars.slice(0, 24) }), { players: 2 }), 'character')).toEqual([]);
    expect(sizeIssues(run(makeSet(DA, { character: [[orcs, 3]] })), 'character')[0]?.message).toMatch(/twelve characters are dealt/);
    // Dark Arda sets no MP-deck or Minor-deck size.
    expect(sizeIssues(run(makeSet(DA, {})), 'mp')).toEqual([]);
  });
});

describe('RATIO', () => {
  const creature = () => card('Dwarven Travelers');
  const hazardEvent = () => card('Alone and Unadvised');
  const resource = () => card('Dark Tryst');

  it('Arda Revised: half hazards, creatures the larger part', () => {
    const balanced = run(makeSet(RW, { play: [[creature(), 30], [hazardEvent(), 20], [resource(), 50]] }));
    expect(about(balanced, 'RATIO')).toEqual([]);
    const allResources = about(run(makeSet(RW, { play: [[resource(), 100]] })), 'RATIO');
    expect(allResources).toEqual([expect.objectContaining({ severity: 'warning', deck: 'play' })]);
    expect(allResources[0]?.message).toMatch(/0% hazards \(0 of 100\); the target is 45%–55%.*Add hazards/);
    const fewCreatures = about(run(makeSet(RW, { play: [[creature(), 25], [hazardEvent(), 25], [resource(), 50]] })), 'RATIO');
    expect(fewCreatures).toHaveLength(1);
    expect(fewCreatures[0]?.message).toMatch(/Creatures are 25 of the 50 hazards.*outnumber/);
  });

  it('Dark Arda sets no ratio', () => {
    expect(about(run(makeSet(DA, { play: [[resource(), 100]] })), 'RATIO')).toEqual([]);
  });
});

describe('AVATAR', () => {
  const wizards = () => ['Alatar', 'Gandalf', 'Pallando', 'Radagast', 'Saruman'].map((n) => card(n, 'Hero'));
  const ringwraiths = () => [...cards.values()].filter((c) => c.isAvatar && c.race === 'Ringwraith');

  it('Arda Revised Wizard: enough Wizards for the players, Ringwraiths never', () => {
    expect(about(run(makeSet(WIZ, { avatar: wizards().map((w) => [w, 1]) }), { players: 5 }), 'AVATAR')).toEqual([]);
    const short = about(run(makeSet(WIZ, { avatar: [[card('Gandalf', 'Hero'), 1]] }), { players: 2 }), 'AVATAR');
    expect(short[0]?.message).toMatch(/holds 1 Wizard; 2 players need at least 2/);
    const seven = about(run(makeSet(WIZ, { avatar: wizards().map((w) => [w, 1]) }), { players: 7 }), 'AVATAR');
    expect(seven[0]?.message).toMatch(/Add 2\./);
    const wraith = ringwraiths()[0] as ArdaCardFacts;
    expect(codesFor(run(makeSet(WIZ, { avatar: [[wraith, 1]] })), wraith)).toEqual(['ALIGNMENT']);
  });

  it('Arda Revised Ringwraith: each Ringwraith once', () => {
    const nine = ringwraiths();
    expect(nine).toHaveLength(9);
    expect(about(run(makeSet(RW, { avatar: nine.map((r) => [r, 1]) }), { players: 7 }), 'AVATAR')).toEqual([]);
    const twice = about(run(makeSet(RW, { avatar: [[nine[0] as ArdaCardFacts, 2]] })), 'AVATAR');
    expect(twice.map((v) => v.cardId)).toEqual([(nine[0] as ArdaCardFacts).id]);
    expect(codesFor(run(makeSet(RW, { avatar: [[card('Heralded Lord'), 1]] })), card('Heralded Lord'))).toEqual(['WRONG_DECK']);
  });

  it('Dark Arda: the nine Ringwraiths once each and the three mode cards for every player, at most nine', () => {
    const modes = ['Heralded Lord', 'Black Rider', 'Fell Rider'].map((n) => card(n));
    const full: Placement[] = [...ringwraiths().map((r): Placement => [r, 1]), ...modes.map((m): Placement => [m, 9])];
    expect(about(run(makeSet(DA, { avatar: full }), { players: 9 }), 'AVATAR')).toEqual([]);

    const eight = about(run(makeSet(DA, { avatar: full.slice(1) }), { players: 2 }), 'AVATAR');
    expect(eight.map((v) => v.message)).toEqual([expect.stringMatching(/holds 8 different Ringwraiths; it needs 9/)]);

    const tooMany = full.map(([c, n]): Placement => [c, c.id === modes[0]?.id ? 10 : n]);
    expect(about(run(makeSet(DA, { avatar: tooMany })), 'AVATAR')[0]?.message).toMatch(/Heralded Lord: 10 copies in the Avatar deck, at most 9/);

    const few = full.map(([c, n]): Placement => [c, c.id === modes[1]?.id ? 1 : n]);
    expect(about(run(makeSet(DA, { avatar: few }), { players: 3 }), 'AVATAR')[0]?.message).toMatch(/holds 1 Black Rider; 3 players need at least 3/);
  });
});

describe('NOT_OWNED', () => {
  it('counts copies in this set and in other Arda sets, never proxies', () => {
    const orc = card('Orc Brawler');
    const owned = new Map([[orc.id, 2]]);
    const check = (copies: number, proxies: number, elsewhere: number) =>
      about(run(makeSet(RW, { character: [[orc, copies, proxies]] }), { owned, allocatedElsewhere: new Map([[orc.id, elsewhere]]) }), 'NOT_OWNED');
    expect(check(2, 0, 0)).toEqual([]);
    expect(check(1, 0, 1)).toEqual([]);
    expect(check(1, 9, 1)).toEqual([]);
    const over = check(2, 0, 1);
    expect(over).toEqual([expect.objectContaining({ severity: 'error', deck: 'character', cardId: orc.id })]);
    expect(over[0]?.message).toBe(
      'Orc Brawler: 3 copies allocated (this set 2, other Arda sets 1) but you own 2. Mark 1 as a proxy, remove it, or record more owned copies.',
    );
  });

  it('a card spread over two decks is a set-wide problem (deck null)', () => {
    const helm = card('High Helm');
    const vs = about(run(makeSet(RW, { mp: [[helm, 1]], play: [[helm, 1]] }), { owned: new Map() }), 'NOT_OWNED');
    expect(vs).toEqual([expect.objectContaining({ deck: null })]);
  });
});

describe('order', () => {
  it('set-wide problems first, then by deck order, errors before warnings, code and card', () => {
    const gandalf = card('Gandalf', 'Hero');
    const vs = run(makeSet(WIZ, { character: [[gandalf, 1]], avatar: [[gandalf, 1]], minor: [[card('Dagger of Westernesse'), 1]], mp: [[card('Dagger of Westernesse'), 1]] }));
    const keys = vs.map((v) => `${v.deck ?? '-'} ${v.severity} ${v.code}`);
    expect(keys).toEqual([
      '- error UNIQUE_COPIES',
      'play warning DECK_SIZE',
      'mp error WRONG_DECK',
      'mp error NO_MP',
      'mp error DECK_SIZE',
      'character error WRONG_DECK',
      'character error SETUP',
      'minor warning DECK_SIZE',
      'avatar error AVATAR',
    ]);
    expect(run(makeSet(WIZ, { character: [[gandalf, 1]], avatar: [[gandalf, 1]] }))).toEqual(run(makeSet(WIZ, { avatar: [[gandalf, 1]], character: [[gandalf, 1]] })));
  });
});
