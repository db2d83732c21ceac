/** The public API: setup as the rules give it, per-seat views, purity, and replay determinism. */
import { describe, expect, it } from 'vitest';
import { applyAction, applyInPlace, checkAction, createGame, legalActions, replay, viewFor } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { actor } from '../../src-shared/engine/phases/flow';
import { playBotGame } from '../../src-shared/engine/simulate';
import { cardOf } from '../../src-shared/engine/state';
import type { Alignment, GameState } from '../../src-shared/engine/types';
import { atFirstTurn, setupFor } from './engine-fixtures/fixtures';

describe('createGame: getting ready to play (Arda Revised §3)', () => {
  it('deals Play hands of 8 and MP hands of 5, and each player 2 characters of mind 6+ then up to 10', () => {
    const s = createGame(setupFor(['wizard', 'ringwraith', 'wizard'], 'deal'));
    for (const p of s.players) {
      expect(p.hand).toHaveLength(8);
      expect(p.mpHand).toHaveLength(5);
      expect(p.pool.length).toBe(10);
      expect(p.pool.slice(0, 2).every((i) => (cardOf(s, i).mind ?? 0) >= 6)).toBe(true);
      for (const i of [...p.hand, ...p.mpHand, ...p.pool]) expect(s.alignOf[i]).toBe(p.alignment);
    }
    expect(s.stack[0]?.kind).toBe('draftAvatar');
    expect(actor(s)).toBe(s.order[0]);
  });

  it('the avatar draft, starting companies within 20 mind and 5 characters, two minor items each, four face-up cards of each kind', () => {
    const setup = setupFor(['wizard', 'wizard'], 'setup-steps');
    const s = createGame(setup);
    const seat = actor(s);
    const draft = legalActions(s, seat);
    expect(draft.every((a) => a.type === 'draftAvatar')).toBe(true);
    expect(new Set(draft.map((a) => (a.type === 'draftAvatar' ? s.cardOf[a.inst] : ''))).size).toBe(draft.length);
    while (s.stack[0]?.kind === 'draftAvatar') applyInPlace(s, actor(s), chooseAction(s, actor(s)) as never);
    const who = actor(s);
    const pool = s.players[who]?.pool ?? [];
    const tooMany = checkAction(s, who, { type: 'chooseStartingCompany', chars: pool.slice(0, 6) });
    expect(tooMany?.code).toBe('STARTING_COMPANY');
    const heavy = [...pool].sort((x, y) => (cardOf(s, y).mind ?? 0) - (cardOf(s, x).mind ?? 0)).slice(0, 4);
    if (heavy.reduce((n, c) => n + (cardOf(s, c).mind ?? 0), 0) > 20) expect(checkAction(s, who, { type: 'chooseStartingCompany', chars: heavy })?.message).toMatch(/20 mind/);
    const t = atFirstTurn(['wizard', 'wizard'], 'setup-steps');
    for (const p of t.players) {
      const chars = t.companies.filter((c) => c.owner === p.seat).flatMap((c) => c.chars);
      expect(chars.length).toBeLessThanOrEqual(5);
      expect(chars.reduce((n, c) => n + (cardOf(t, c).mind ?? 0), 0)).toBeLessThanOrEqual(20);
      expect(chars.flatMap((c) => t.chars[c]?.items ?? []).filter((i) => cardOf(t, i).itemClass === 'minor')).toHaveLength(2);
      expect(p.avatar).toHaveLength(1);
      expect(p.pool).toHaveLength(0);
    }
    const z = t.sets.wizard;
    expect([z?.faceUp.character.length, z?.faceUp.minor.length, z?.faceUp.mp.length]).toEqual([4, 4, 4]);
  });

  it('refuses setups the engine cannot play', () => {
    // Arda Revised appendix: "Nb. Arda should not exceed 7 players; just start a second game!"
    expect(() => createGame(setupFor(['wizard'], 'x'))).toThrow(/Arda Revised plays 2 to 7 players, not 1/);
    expect(() => createGame(setupFor(Array.from({ length: 8 }, () => 'wizard' as const), 'x'))).toThrow(/2 to 7 players, not 8/);
    expect(() => createGame({ ...setupFor(['wizard', 'ringwraith'], 'x'), sets: { wizard: setupFor(['wizard'], 'x').sets.wizard } })).toThrow(/ringwraith set/);
    // A set with empty decks (built from an empty collection) is refused, not played to the round cap.
    const setup = setupFor(['wizard', 'wizard'], 'x');
    const wizard = setup.sets.wizard!;
    const emptyPlay = { ...wizard, set: { ...wizard.set, decks: { ...wizard.set.decks, play: [] } } };
    expect(() => createGame({ ...setup, sets: { wizard: emptyPlay } })).toThrow(/empty play deck/);
    const oneAvatar = { ...wizard, set: { ...wizard.set, decks: { ...wizard.set.decks, avatar: wizard.set.decks.avatar.slice(0, 1).map((e) => ({ ...e, copies: 1, proxies: 0 })) } } };
    expect(() => createGame({ ...setup, sets: { wizard: oneAvatar } })).toThrow(/1 avatar card\(s\) for 2 player/);
  });
});

describe('viewFor', () => {
  it('hides other hands, MP hands and deck order, and the generator', () => {
    const s = atFirstTurn(['wizard', 'ringwraith'], 'view');
    const v = viewFor(s, 0);
    expect(v.rng).toBeNull();
    expect(v.players[1]?.hand.every((i) => i === -1)).toBe(true);
    expect(v.players[1]?.mpHand.every((i) => i === -1)).toBe(true);
    expect(v.players[0]?.hand).toEqual(s.players[0]?.hand);
    expect(v.sets.wizard?.decks.play.every((i) => i === -1)).toBe(true);
    for (const i of s.players[1]?.hand ?? []) expect(v.cardOf[i]).toBe('');
    for (const i of s.players[0]?.hand ?? []) expect(v.cardOf[i]).toBe(s.cardOf[i]);
    expect(JSON.stringify(v)).not.toContain('"rng":[');
  });

  it('a drafting seat sees the avatars and minor items it may pick; the other seats do not', () => {
    const s = createGame(setupFor(['wizard', 'wizard'], 'draft-view'));
    for (const kind of ['draftAvatar', 'draftMinor'] as const) {
      while (s.stack[0]?.kind !== kind) applyInPlace(s, actor(s), chooseAction(s, actor(s)) as never);
      const seat = actor(s);
      const offered = legalActions(s, seat).map((a) => (a.type === kind ? a.inst : -1));
      expect(offered.length).toBeGreaterThan(0);
      const mine = viewFor(s, seat);
      const theirs = viewFor(s, 1 - seat);
      for (const inst of offered) {
        expect(mine.cardOf[inst]).toBe(s.cardOf[inst]);
        expect(theirs.cardOf[inst]).toBe('');
      }
      expect(Object.values(mine.sets.wizard?.decks ?? {}).flat().every((i) => i === -1)).toBe(true);
    }
  });
});

describe('determinism', () => {
  it.each([
    [['wizard', 'wizard']],
    [['wizard', 'ringwraith', 'ringwraith']],
    [['ringwraith', 'wizard', 'wizard', 'ringwraith']],
  ] as Alignment[][][])('replaying the action log reproduces the same state byte for byte (%j)', (alignments) => {
    const setup = setupFor(alignments, 'replay-seed');
    const a = playBotGame(setup);
    const b = replay(setup, a.state.log);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a.state));
    expect(a.state.result).not.toBeNull();
  });

  it('the same seed gives the same game; another seed another', () => {
    const x = playBotGame(setupFor(['wizard', 'ringwraith'], 7));
    const y = playBotGame(setupFor(['wizard', 'ringwraith'], 7));
    const z = playBotGame(setupFor(['wizard', 'ringwraith'], 8));
    expect(JSON.stringify(x.state)).toBe(JSON.stringify(y.state));
    expect(JSON.stringify(x.state.log)).not.toBe(JSON.stringify(z.state.log));
  });

  it('applyAction never changes its input and agrees with the in-place path; state survives a JSON round trip', () => {
    const setup = setupFor(['wizard', 'ringwraith'], 'pure');
    let s: GameState = createGame(setup);
    const mirror = createGame(setup);
    for (let i = 0; i < 80 && !s.result; i++) {
      const seat = actor(s);
      const action = chooseAction(s, seat);
      if (!action) break;
      const before = JSON.stringify(s);
      const r = applyAction(s, seat, action);
      expect(r.ok).toBe(true);
      expect(JSON.stringify(s)).toBe(before);
      if (r.ok) s = r.state;
      applyInPlace(mirror, seat, action);
      expect(JSON.stringify(mirror)).toBe(JSON.stringify(s));
      const round = JSON.parse(JSON.stringify(s)) as GameState;
      expect(legalActions(round, seat === actor(round) ? seat : actor(round))).toEqual(legalActions(s, actor(s)));
    }
  });

  it('every action the bots see in legalActions passes the validator', () => {
    const s = createGame(setupFor(['wizard', 'ringwraith', 'wizard'], 'legal'));
    for (let i = 0; i < 600 && !s.result; i++) {
      const seat = actor(s);
      for (const a of legalActions(s, seat)) expect(checkAction(s, seat, a), JSON.stringify(a)).toBeNull();
      for (const other of s.players) if (other.seat !== seat) expect(legalActions(s, other.seat)).toEqual([]);
      applyInPlace(s, seat, chooseAction(s, seat) as never);
    }
  });
});
