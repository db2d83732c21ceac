/**
 * Dark Arda setup as engine decisions (phases/darkSetup.ts): "Game Setup" steps 1–6 of
 * ../shared/rules/dark-arda-minion.txt, over a Dark Arda set built from ../shared/cards/cards.json.
 */
import { describe, expect, it } from 'vitest';
import { checkAction, createGame, legalActions, SetupError, viewFor } from '../../src-shared/engine';
import { MODE_CARDS, ringwraithRole } from '../../src-shared/engine/darkArda/setup';
import { nameKey } from '../../src-shared/engine/facts';
import { cardOf, isHaven } from '../../src-shared/engine/state';
import type { ArdaSet } from '../../src-shared/arda/model';
import type { Action, GameState } from '../../src-shared/engine';
import { darkArdaSet, darkSetup } from './engine-fixtures/darkArdaFixtures';
import { apply, drive, topKind, type Script } from './engine-fixtures/darkArdaDrive';
import { invariantProblems } from './engine-fixtures/fixtures';

const TABLES = [2, 5, 7, 9];
const inDecision = (kind: string) => (s: GameState) => topKind(s) === kind;
const role = (s: GameState, inst: number) => ringwraithRole(cardOf(s, inst));
const seatsOf = (s: GameState, type: Action['type']) => s.log.filter((e) => e.action.type === type).map((e) => e.seat);
/** Consecutive repeats collapsed: the order seats took their turns at a decision. */
const turns = (seats: number[]) => seats.filter((seat, i) => seats[i - 1] !== seat);

describe('Dark Arda createGame', () => {
  it.each(TABLES)('%i players: profile dark-arda, every seat a Ringwraith player, the Ringwraith selection first', (n) => {
    const s = createGame(darkSetup(n, `create-${n}`));
    expect(s.profile).toBe('dark-arda');
    expect(s.players.map((p) => p.alignment)).toEqual(Array(n).fill('ringwraith'));
    expect(Object.keys(s.sets)).toEqual(['ringwraith']);
    expect(topKind(s)).toBe('selectRingwraith');
    expect([...s.order].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
    expect(invariantProblems(s)).toEqual([]);
    // "any player with 25 or more MP may call the Audience with Sauron", unless the game names another figure.
    expect(s.options.councilMp).toBe(25);
    expect(createGame({ ...darkSetup(n, `create-${n}`), options: { councilMp: 9 } }).options.councilMp).toBe(9);
  });

  it('refuses setups the text cannot play, naming the problem', () => {
    const set = darkArdaSet();
    const trimmed = (keep: (cardId: string) => boolean): ArdaSet => ({ ...set, decks: { ...set.decks, avatar: set.decks.avatar.filter((e) => keep(e.cardId)) } });
    const cards = darkSetup(2, 1).cards;
    expect(() => createGame(darkSetup(10, 1))).toThrow(SetupError);
    expect(() => createGame(darkSetup(10, 1))).toThrow(/"is a MECCG game for 2 to 9 players", not 10/);
    expect(() => createGame(darkSetup(1, 1))).toThrow(/not 1/);
    const wizard = darkSetup(3, 1);
    wizard.players[1] = { ...(wizard.players[1] as (typeof wizard.players)[number]), alignment: 'wizard' };
    expect(() => createGame(wizard)).toThrow(/P1 plays wizard, not a Ringwraith/);
    // Four Ringwraiths for five players.
    let wraiths = 0;
    const four = trimmed((id) => !(cards[id]?.race === 'Ringwraith' && cards[id]?.avatar) || ++wraiths <= 4);
    expect(() => createGame(darkSetup(5, 1, four))).toThrow(/the Avatar deck holds 4 Ringwraith\(s\) for 5 players/);
    expect(() => createGame(darkSetup(4, 1, four))).not.toThrow();
    const noModes = trimmed((id) => cards[id]?.key !== nameKey('Fell Rider'));
    expect(() => createGame(darkSetup(2, 1, noModes))).toThrow(/holds 0 Fell Rider for 2 players: "each Ringwraith begins the game with a copy of each of the mode cards"/);
  });

  it('"each Ringwraith begins the game with a copy of each of the mode cards": one of each per seat, from the Avatar deck', () => {
    for (const n of TABLES) {
      const s = createGame(darkSetup(n, `modes-${n}`));
      for (const p of s.players) expect((p.modeCards ?? []).map((i) => cardOf(s, i).name)).toEqual([...MODE_CARDS]);
      const avatarDeck = s.sets.ringwraith?.decks.avatar ?? [];
      for (const mode of MODE_CARDS) expect(avatarDeck.filter((i) => cardOf(s, i).name === mode)).toHaveLength(9 - n);
    }
  });
});

describe('step 1: "Select Ringwraiths"', () => {
  it.each(TABLES)('%i players: "sit at the table in order of lowest roll to highest roll going clockwise … the person that rolled the highest will select his Ringwraith first. Proceed counterclockwise"', (n) => {
    const s = drive(createGame(darkSetup(n, `seats-${n}`)));
    const rolls = s.seatRolls as (number | null)[][];
    const history = (seat: number) => rolls.map((round) => round[seat]).filter((r): r is number => r !== null);
    // Lower first-round roll sits earlier clockwise; ties are settled by re-rolls.
    for (let i = 1; i < n; i++) {
      const [a, b] = [history(s.order[i - 1] as number), history(s.order[i] as number)];
      const first = a.findIndex((r, k) => r !== b[k]);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(a[first] as number).toBeLessThan(b[first] as number);
    }
    expect(seatsOf(s, 'selectRingwraith')).toEqual([...s.order].reverse());
    // "the player that selected his or her Ringwraith avatar last is designated the first player"
    expect(s.turn.active).toBe(s.order[0]);
    expect(seatsOf(s, 'selectRingwraith').at(-1)).toBe(s.turn.active);
    // Each player plays a different Ringwraith.
    const wraiths = s.players.map((p) => p.avatarInPlay as number);
    expect(new Set(wraiths.map((i) => s.cardOf[i])).size).toBe(n);
    for (const inst of wraiths) expect(cardOf(s, inst).race).toBe('Ringwraith');
  });

  it('offers every Ringwraith still in the Avatar deck, never a mode card, and refuses one already selected', () => {
    const s = createGame(darkSetup(3, 'offer'));
    const seat = s.order[2] as number;
    const offered = legalActions(s, seat).map((a) => (a.type === 'selectRingwraith' ? cardOf(s, a.inst).name : a.type));
    expect(offered).toHaveLength(9);
    expect(offered.every((name) => / the Ringwraith$|^The Witch-king$/.test(name))).toBe(true);
    const first = legalActions(s, seat)[0] as Extract<Action, { type: 'selectRingwraith' }>;
    apply(s, seat, first);
    const next = s.order[1] as number;
    expect(legalActions(s, next)).toHaveLength(8);
    const again = checkAction(s, next, first);
    expect(again?.code).toBe('RINGWRAITH_UNAVAILABLE');
    expect(again?.message).toMatch(/"the person that rolled the highest will select his Ringwraith first/);
    expect(checkAction(s, seat, first)?.code).toBe('NOT_YOUR_DECISION');
  });

  /** The first picker takes the Witch-king and the second Khamûl; the rest take others (Ûvatha left). */
  const wkKhamul: Script = (s, seat, legal) => {
    const picks = legal.filter((a): a is Extract<Action, { type: 'selectRingwraith' }> => a.type === 'selectRingwraith');
    if (picks.length === 0) return undefined;
    const taken = s.log.filter((e) => e.action.type === 'selectRingwraith').length;
    const want = taken === 0 ? 'witch-king' : taken === 1 ? 'khamul' : 'other';
    return picks.find((a) => role(s, a.inst) === want);
  };

  it('"The Witch King makes his pick first, followed by Khamul. and then back to the Witch King … If Uvatha is still available, any other player may claim him"', () => {
    for (const n of [2, 5, 7]) {
      const s = drive(createGame(darkSetup(n, `followers-${n}`)), wkKhamul, inDecision('darkCompany'));
      const pickOrder = [...s.order].reverse();
      const [wk, kh] = pickOrder as [number, number];
      const followerTurns = s.log.filter((e) => e.action.type === 'takeRingwraithFollower');
      // The bots take a follower whenever one is offered: Witch-king, Khamûl, Witch-king "if there are still selections available".
      const picks = Math.min(3, 9 - n);
      expect(followerTurns.slice(0, 3).map((e) => e.seat)).toEqual([wk, kh, wk].slice(0, picks));
      expect(followerTurns.slice(0, 3).every((e) => e.action.type === 'takeRingwraithFollower' && e.action.inst !== null)).toBe(true);
      expect(s.players[wk]?.avatar).toHaveLength(picks >= 3 ? 3 : 2);
      expect(s.players[kh]?.avatar).toHaveLength(2);
      const uvathaTaken = [wk, kh].some((seat) => (s.players[seat]?.avatar ?? []).some((i) => role(s, i) === 'uvatha'));
      if (!uvathaTaken && n > 2) expect(followerTurns).toHaveLength(4);
      // "Any remaining Ringwraiths are set aside": left in the Avatar deck.
      const left = (s.sets.ringwraith?.decks.avatar ?? []).filter((i) => cardOf(s, i).race === 'Ringwraith').length;
      expect(left).toBe(9 - n - s.players.reduce((k, p) => k + p.avatar.length - 1, 0));
    }
  });

  it('Ûvatha goes to the first other player, in picking order, who claims him; a seat may decline', () => {
    const s = drive(createGame(darkSetup(5, 'uvatha')), wkKhamul, inDecision('ringwraithFollower'));
    const pickOrder = [...s.order].reverse();
    const [wk, kh, third, fourth, fifth] = pickOrder as number[];
    const decline = { type: 'takeRingwraithFollower', inst: null } as const;
    for (const seat of [wk, kh, wk] as number[]) {
      expect(legalActions(s, seat).some((a) => a.type === 'takeRingwraithFollower' && a.inst !== null && role(s, a.inst) === 'uvatha')).toBe(true);
      apply(s, seat, decline);
    }
    // Now only Ûvatha is offered, to the other players in picking order.
    const offer = legalActions(s, third as number);
    expect(offer.map((a) => (a.type === 'takeRingwraithFollower' && a.inst !== null ? role(s, a.inst) : null))).toEqual(['uvatha', null]);
    const uvatha = (offer[0] as Extract<Action, { type: 'takeRingwraithFollower' }>).inst as number;
    const other = (s.sets.ringwraith?.decks.avatar ?? []).find((i) => cardOf(s, i).race === 'Ringwraith' && role(s, i) !== 'uvatha') as number;
    expect(checkAction(s, third as number, { type: 'takeRingwraithFollower', inst: other })?.message).toMatch(/If Uvatha is still available, any other player may claim him/);
    apply(s, third as number, decline);
    apply(s, fourth as number, { type: 'takeRingwraithFollower', inst: uvatha });
    expect(topKind(s)).toBe('darkCompany');
    expect(s.players[fourth as number]?.avatar.map((i) => role(s, i))).toEqual(['other', 'uvatha']);
    expect(s.log.some((e) => e.seat === fifth && e.action.type === 'takeRingwraithFollower')).toBe(false);
    drive(s);
    // Step 6: "draw one fewer card in your Player Hand for each Ringwraith follower you selected".
    expect(s.players[fourth as number]?.hand).toHaveLength(7);
    for (const seat of [wk, kh, third, fifth] as number[]) expect(s.players[seat]?.hand).toHaveLength(8);
  });

  it('with nine players every Ringwraith is selected: no follower decision', () => {
    const s = drive(createGame(darkSetup(9, 'nine')), undefined, inDecision('darkCompany'));
    expect(seatsOf(s, 'takeRingwraithFollower')).toEqual([]);
  });
});

describe('step 2: "Distribute the Draft and Build Starting Companies"', () => {
  it.each(TABLES)('%i players: twelve each, 7+ mind and 6 mind cards first ("one … two if there are four or fewer … two … three if there are four or fewer")', (n) => {
    const s = drive(createGame(darkSetup(n, `deal-${n}`)), undefined, inDecision('darkCompany'));
    const deck = s.sets.ringwraith?.decks.character ?? [];
    const all = [...deck, ...s.players.flatMap((p) => p.pool)];
    const high = all.filter((i) => (cardOf(s, i).mind ?? 0) >= 7).length;
    const six = all.filter((i) => cardOf(s, i).mind === 6).length;
    const small = n <= 4;
    for (const p of s.players) {
      expect(p.pool).toHaveLength(12);
      // A pile too small to go round deals whole rounds only.
      expect(p.pool.filter((i) => (cardOf(s, i).mind ?? 0) >= 7).length).toBeGreaterThanOrEqual(Math.min(small ? 2 : 1, Math.floor(high / n)));
      expect(p.pool.filter((i) => (cardOf(s, i).mind ?? 0) >= 6).length).toBeGreaterThanOrEqual(Math.min(small ? 2 : 1, Math.floor(high / n)) + Math.min(small ? 3 : 2, Math.floor(six / n)));
    }
  });

  it('a Character deck too small for twelve each deals every seat the same, fewer', () => {
    const set = darkArdaSet();
    const short: ArdaSet = { ...set, decks: { ...set.decks, character: set.decks.character.slice(0, 30) } };
    const size = short.decks.character.reduce((k, e) => k + e.copies + e.proxies, 0);
    const s = drive(createGame(darkSetup(7, 'short', short)), undefined, inDecision('darkCompany'));
    const pools = s.players.map((p) => p.pool.length);
    expect(new Set(pools).size).toBe(1);
    expect(pools[0]).toBe(Math.min(12, Math.floor(size / 7)));
    drive(s);
    expect(invariantProblems(s)).toEqual([]);
  });

  it('"respecting the normal Minion starting company limitations of six characters and 20 total Mind", from the own pool', () => {
    const s = drive(createGame(darkSetup(2, 'company')), undefined, inDecision('darkCompany'));
    const seat = s.order[0] as number;
    const p = s.players[seat] as GameState['players'][number];
    const other = s.players.find((q) => q.seat !== seat) as GameState['players'][number];
    const byMind = [...p.pool].sort((a, b) => (cardOf(s, a).mind ?? 0) - (cardOf(s, b).mind ?? 0));
    const seven = byMind.slice(0, 7);
    const heavy = [...p.pool].sort((a, b) => (cardOf(s, b).mind ?? 0) - (cardOf(s, a).mind ?? 0)).slice(0, 4);
    const heavyMind = heavy.reduce((k, i) => k + (cardOf(s, i).mind ?? 0), 0);
    expect(heavyMind).toBeGreaterThan(20);
    const problem = (chars: number[]) => checkAction(s, seat, { type: 'formDarkCompany', chars });
    if (seven.reduce((k, i) => k + (cardOf(s, i).mind ?? 0), 0) <= 20) expect(problem(seven)?.message).toMatch(/7 starting characters; at most 6/);
    expect(problem(seven)?.code).toBe('STARTING_COMPANY');
    expect(problem(heavy)?.message).toMatch(new RegExp(`respecting the normal Minion starting company limitations of six characters and 20 total Mind" — starting characters total ${heavyMind} mind; at most 20`));
    expect(problem([other.pool[0] as number])?.message).toMatch(/only characters dealt to you may start/);
    const legal = legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    for (const a of legal) expect(checkAction(s, seat, a)).toBeNull();
    // The bot's choice fills the 20 mind as far as the pool allows.
    const maxFill = legal.map((a) => (a.type === 'formDarkCompany' ? a.chars.reduce((k, i) => k + (cardOf(s, i).mind ?? 0), 0) : 0));
    expect(Math.max(...maxFill)).toBeGreaterThanOrEqual(16);
  });

  it('step 4: "an Orc and a Troll character with the Leader trait cannot be together in a company without using Orders from Lugburz on the Orc"', () => {
    const s = drive(createGame(darkSetup(2, 'leaders')), undefined, inDecision('darkCompany'));
    const seat = s.order[0] as number;
    const p = s.players[seat] as GameState['players'][number];
    const z = s.sets.ringwraith as NonNullable<GameState['sets']['ringwraith']>;
    // A position built for the test: an Orc leader and a Troll leader moved into the pool (from the Character deck or another pool).
    const find = (name: string) => s.cardOf.findIndex((id, i) => s.deckOf[i] === 'character' && s.catalog.cards[id]?.name === name);
    const [orc, troll] = [find('Shagrat'), find('Troll-chief')];
    expect(cardOf(s, orc).keywords).toContain('Leader');
    expect(cardOf(s, troll).keywords).toContain('Leader');
    z.decks.character = z.decks.character.filter((i) => i !== orc && i !== troll);
    for (const q of s.players) q.pool = q.pool.filter((i) => i !== orc && i !== troll);
    p.pool.push(orc, troll);
    expect(invariantProblems(s)).toEqual([]);
    const r = checkAction(s, seat, { type: 'formDarkCompany', chars: [orc, troll] });
    expect(r?.code).toBe('LEADERS');
    expect(r?.message).toMatch(/cannot be together in a company without using Orders from Lugburz/);
    expect(checkAction(s, seat, { type: 'formDarkCompany', chars: [orc] })).toBeNull();
    // The Ringwraith alone is a legal start too: he comes into play with no company beside him.
    expect(checkAction(s, seat, { type: 'formDarkCompany', chars: [] })).toBeNull();
    apply(s, seat, { type: 'formDarkCompany', chars: [] });
    const mine = s.companies.filter((c) => c.owner === seat);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.chars[0]).toBe(p.avatarInPlay);
    expect(mine[0]?.chars.every((i) => cardOf(s, i).race === 'Ringwraith')).toBe(true);
    expect(p.pool.length).toBeGreaterThan(0);
    expect(invariantProblems(s)).toEqual([]);
    for (const a of legalActions(s, seat)) if (a.type === 'formDarkCompany') expect(a.chars.includes(orc) && a.chars.includes(troll)).toBe(false);
  });

  it('the Ringwraith and his followers start in play at a Darkhaven, the starting company with them; the rest of the pool waits for step 5', () => {
    for (const n of TABLES) {
      const s = drive(createGame(darkSetup(n, `start-${n}`)));
      for (const p of s.players) {
        const wraith = p.avatarInPlay as number;
        expect(p.avatar).toEqual([]);
        const mine = s.companies.filter((c) => c.owner === p.seat);
        expect(mine).toHaveLength(2);
        const [lord, company] = mine as [GameState['companies'][number], GameState['companies'][number]];
        expect(lord.chars[0]).toBe(wraith);
        for (const f of lord.chars.slice(1)) {
          expect(cardOf(s, f).race).toBe('Ringwraith');
          expect(s.chars[f]?.followerOf).toBe(wraith);
        }
        expect(isHaven(s, lord.site)).toBe(true);
        expect(company.site).toBe(lord.site);
        // Khamûl's home site, Dol Guldur, is a Darkhaven; the others start at Minas Morgul.
        expect(s.catalog.cards[lord.site]?.name).toBe(role(s, wraith) === 'khamul' ? 'Dol Guldur' : 'Minas Morgul');
        expect(company.chars.length).toBeLessThanOrEqual(6);
        expect(company.chars.reduce((k, i) => k + (cardOf(s, i).mind ?? 0), 0)).toBeLessThanOrEqual(20);
      }
    }
  });

  it('viewFor: a seat sees its own pool, never another\'s; a seat choosing a Ringwraith sees the choices, the others do not', () => {
    const s = createGame(darkSetup(3, 'view'));
    const chooser = s.order[2] as number;
    const watcher = s.order[0] as number;
    const choices = legalActions(s, chooser).map((a) => (a as Extract<Action, { type: 'selectRingwraith' }>).inst);
    expect(choices.every((i) => viewFor(s, chooser).cardOf[i] === s.cardOf[i])).toBe(true);
    expect(choices.every((i) => viewFor(s, watcher).cardOf[i] === '')).toBe(true);
    drive(s, undefined, inDecision('darkCompany'));
    const mine = viewFor(s, watcher);
    const me = mine.players[watcher] as GameState['players'][number];
    expect(me.pool.every((i) => i >= 0 && mine.cardOf[i] !== '')).toBe(true);
    for (const q of mine.players.filter((x) => x.seat !== watcher)) {
      expect(q.pool.every((i) => i === -1)).toBe(true);
      for (const i of s.players[q.seat]?.pool ?? []) expect(mine.cardOf[i]).toBe('');
    }
    // Selected Ringwraiths and the mode cards are public.
    for (const q of mine.players) for (const i of [...q.avatar, ...(q.modeCards ?? [])]) expect(mine.cardOf[i]).toBe(s.cardOf[i]);
  });
});

describe('step 3: "Draft Minor Items"', () => {
  it.each(TABLES)('%i players: the first player picks first, "Selection continues in clockwise order"; two picks each', (n) => {
    const s = drive(createGame(darkSetup(n, `minor-${n}`)));
    expect(turns(seatsOf(s, 'draftStartingItem'))).toEqual(s.order);
    for (const seat of s.order) expect(seatsOf(s, 'draftStartingItem').filter((x) => x === seat).length).toBeLessThanOrEqual(2);
    // "All unselected minor items and permanent events are then shuffled into the Minor Item deck. Draw four … face up"
    expect(s.sets.ringwraith?.faceUp.minor).toHaveLength(4);
  });

  it('Whispers of Rings and Orders from Lugbúrz "can be taken instead of a minor item" and go into play unattached; items need a starting character as bearer', () => {
    const s = drive(createGame(darkSetup(2, 'whispers')), undefined, inDecision('darkItems'));
    const seat = s.order[0] as number;
    const legal = legalActions(s, seat).filter((a): a is Extract<Action, { type: 'draftStartingItem' }> => a.type === 'draftStartingItem');
    const whispers = legal.find((a) => a.inst !== null && cardOf(s, a.inst).name === 'Whispers of Rings') as Extract<Action, { type: 'draftStartingItem' }>;
    const orders = legal.find((a) => a.inst !== null && cardOf(s, a.inst).name === 'Orders from Lugbúrz');
    expect(whispers.bearer).toBeNull();
    expect(orders?.bearer).toBeNull();
    expect(legal.some((a) => a.inst === null)).toBe(true);
    const bearer = s.companies.find((c) => c.owner === seat && cardOf(s, c.chars[0] as number).race !== 'Ringwraith')?.chars[0] as number;
    expect(checkAction(s, seat, { ...whispers, bearer })?.message).toMatch(/"immediately put into play unattached to a character"/);
    const item = legal.find((a) => a.inst !== null && a.bearer !== null) as Extract<Action, { type: 'draftStartingItem' }>;
    expect(checkAction(s, seat, { ...item, bearer: null })?.code).toBe('BEARER');
    const wraith = s.players[seat]?.avatarInPlay as number;
    expect(checkAction(s, seat, { ...item, bearer: wraith })?.code).toBe('BEARER');
    // The seat drafting sees the Minor Item deck's offered cards; another seat does not.
    const watcher = s.order[1] as number;
    for (const a of legal) if (a.inst !== null) expect([viewFor(s, seat).cardOf[a.inst], viewFor(s, watcher).cardOf[a.inst]]).toEqual([s.cardOf[a.inst], '']);
    apply(s, seat, whispers);
    expect(s.players[seat]?.playArea).toContain(whispers.inst);
    // One copy of a given card per player.
    const copy = (s.sets.ringwraith?.decks.minor ?? []).find((i) => cardOf(s, i).name === 'Whispers of Rings') as number;
    expect(checkAction(s, seat, { type: 'draftStartingItem', inst: copy, bearer: null })?.code).toBe('MINOR_UNAVAILABLE');
    apply(s, seat, item);
    expect(s.chars[item.bearer as number]?.items).toContain(item.inst);
    drive(s);
    // Step 6 with Whispers of Rings: "draw 2 cards from the Ring Deck and 3 cards from the Marshalling Point Deck".
    const hand = s.players[seat]?.mpHand ?? [];
    expect(hand.map((i) => s.deckOf[i]).sort()).toEqual(['mp', 'mp', 'mp', 'ring', 'ring']);
    // "However, this player does not refill his Marshalling Points hand as normal until the end of his or her first turn as an active player."
    expect(s.players[seat]?.treasureHeldUntil).toBe(1);
  });

  it('a seat that declines stops picking; the next seat clockwise picks', () => {
    const s = drive(createGame(darkSetup(3, 'decline')), undefined, inDecision('darkItems'));
    const [first, second] = s.order as [number, number];
    apply(s, first, { type: 'draftStartingItem', inst: null, bearer: null });
    expect(topKind(s)).toBe('darkItems');
    expect(legalActions(s, second).length).toBeGreaterThan(0);
    drive(s);
    expect(seatsOf(s, 'draftStartingItem').filter((x) => x === first)).toHaveLength(1);
  });
});

describe('steps 5 and 6: the Character deck and starting hands', () => {
  it.each(TABLES)('%i players: undrafted characters back into the Character deck, four face up; Play hand 8 less one per follower, Treasure hand 5', (n) => {
    const s = drive(createGame(darkSetup(n, `hands-${n}`)));
    const z = s.sets.ringwraith as NonNullable<GameState['sets']['ringwraith']>;
    expect(z.faceUp.character).toHaveLength(4);
    // Only the Character and Minor Item decks have a face-up pool in Dark Arda.
    expect(z.faceUp.mp).toEqual([]);
    const chars = s.cardOf.flatMap((_, i) => (s.deckOf[i] === 'character' ? [i] : []));
    const placed = new Set([...z.decks.character, ...z.faceUp.character, ...s.companies.flatMap((c) => c.chars)]);
    expect(chars.every((i) => placed.has(i))).toBe(true);
    for (const p of s.players) {
      expect(p.pool).toEqual([]);
      const followers = s.companies.filter((c) => c.owner === p.seat).flatMap((c) => c.chars).filter((i) => i !== p.avatarInPlay && cardOf(s, i).race === 'Ringwraith').length;
      expect(p.hand).toHaveLength(8 - followers);
      expect(p.hand.every((i) => s.deckOf[i] === 'play')).toBe(true);
      const whispers = p.playArea.some((i) => cardOf(s, i).name === 'Whispers of Rings');
      expect(p.mpHand).toHaveLength(5);
      expect(p.mpHand.filter((i) => s.deckOf[i] === 'ring')).toHaveLength(whispers ? 2 : 0);
      expect(p.treasureHeldUntil).toBe(whispers ? 1 : undefined);
    }
    // "Everyone is now ready to begin playing!": the first player's organization phase.
    expect(s.turn.number).toBe(1);
    expect(s.turn.active).toBe(s.order[0]);
    expect(topKind(s)).toBe('organization');
    expect(invariantProblems(s)).toEqual([]);
  });
});
