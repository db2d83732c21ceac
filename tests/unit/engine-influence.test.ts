/**
 * Influencing an opponent's character, ally, faction or item (Arda Revised §9; declaration
 * conditions from coe-rules.md §8.1, the roll from §8.3, the cross-alignment -5 of §8.W1/§8.R1):
 * hand-built positions in the site phase with rigged dice, then bot games using the action.
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, checkAction, createGame, legalActions } from '../../src-shared/engine';
import { chooseAction, influenceChance } from '../../src-shared/engine/bots/simple';
import { actor } from '../../src-shared/engine/phases/flow';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { statusOf } from '../../src-shared/engine/state';
import type { Action, Alignment, GameEvent, GameState } from '../../src-shared/engine/types';
import { atFirstTurn, invariantProblems, rigDice, setupFor, soleCompany, spawn } from './engine-fixtures/fixtures';
import type { RollEvent } from '../../src-shared/engine/events';

const label = (a: Alignment) => (a === 'wizard' ? 'Hero' : 'Minion');

interface Scene {
  s: GameState;
  a: number;
  b: number;
  mine: number[];
  theirs: number[];
  myCo: string;
  theirCo: string;
}

/**
 * Seat A (the active player) in the site phase of his second turn, his company having entered
 * `site`; seat B's company at the same location. Names are of A's and B's alignments.
 */
function scene(alignments: [Alignment, Alignment], mine: string[], theirs: string[], site = 'Moria'): Scene {
  const s = atFirstTurn(alignments, 'influence');
  const a = s.turn.active;
  const b = s.players.find((p) => p.seat !== a)?.seat as number;
  const pa = s.players[a]?.alignment as Alignment;
  const pb = s.players[b]?.alignment as Alignment;
  const mineI = mine.map((n) => spawn(s, n, label(pa)));
  const theirsI = theirs.map((n) => spawn(s, n, label(pb)));
  const myCo = soleCompany(s, a, mineI, site);
  const theirCo = soleCompany(s, b, theirsI, site);
  (s.players[a] as { turnsTaken: number }).turnsTaken = 2;
  const co = s.companies.find((c) => c.id === myCo);
  if (co) co.entered = true;
  s.stack.push({ kind: 'siteCompany', companyId: myCo, stage: 'play' });
  return { s, a, b, mine: mineI, theirs: theirsI, myCo, theirCo };
}

/** The scene's invariants, leaving aside the instances soleCompany set aside on purpose. */
function problems(s: GameState): string[] {
  return invariantProblems(s).filter((p) => !p.endsWith('is nowhere'));
}

function attempt(sc: Scene, influencer: number, target: number, dice: number[]): GameEvent[] {
  rigDice(sc.s, dice);
  const r = applyInPlace(sc.s, sc.a, { type: 'influenceAttempt', influencer, target });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.events;
}

function rejection(sc: Scene, action: Action) {
  const r = checkAction(sc.s, sc.a, action);
  expect(r).not.toBeNull();
  return r as NonNullable<typeof r>;
}

const heroes = (): [Alignment, Alignment] => ['wizard', 'wizard'];

describe('influencing an opponent\'s character (Arda Revised §9, coe-rules §8)', () => {
  // B's characters use 17 general influence: 3 unused. Aragorn II has 3 unused direct influence.
  const cast = () => scene(heroes(), ['Aragorn II', 'Bilbo'], ['Faramir', 'Legolas', 'Gimli']);

  it('is offered by legalActions for each untapped character and each target at the site', () => {
    const sc = cast();
    const attempts = legalActions(sc.s, sc.a).filter((x) => x.type === 'influenceAttempt');
    expect(attempts).toHaveLength(2 * 3);
    expect(attempts).toContainEqual({ type: 'influenceAttempt', influencer: sc.mine[0], target: sc.theirs[0] });
  });

  it('success: the character, his items and all, passes to the influencing player under general influence', () => {
    const sc = cast();
    const [aragorn] = sc.mine as [number];
    const [faramir] = sc.theirs as [number];
    const dagger = spawn(sc.s, 'Dagger of Westernesse', 'Hero');
    sc.s.chars[faramir]?.items.push(dagger);
    const before = scoreSheet(sc.s, sc.a).total;
    const events = attempt(sc, aragorn, faramir, [6, 6, 1, 1]);
    // 12 − 2 + 3 (Aragorn's unused DI) − 3 (B's unused GI) = 10 > mind 5.
    expect(events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt')).toMatchObject({ dice: [6, 6], against: [1, 1], modifier: 0, total: 10, need: 6, result: 'success' });
    expect(sc.s.chars[faramir]).toMatchObject({ owner: sc.a, company: sc.myCo, followerOf: null, items: [dagger] });
    expect(sc.s.companies.find((c) => c.id === sc.myCo)?.chars).toContain(faramir);
    expect(sc.s.companies.find((c) => c.id === sc.theirCo)?.chars).not.toContain(faramir);
    expect(statusOf(sc.s, aragorn)).toBe('tapped');
    expect(sc.s.stack.at(-1)).toMatchObject({ kind: 'siteCompany', companyId: sc.myCo });
    expect(sc.s.companies.find((c) => c.id === sc.myCo)?.siteTapped).toBe(false);
    expect(scoreSheet(sc.s, sc.a).total).toBeGreaterThanOrEqual(before);
    expect(problems(sc.s)).toEqual([]);
    // One attempt against each opponent per turn (coe-rules §8.1).
    const again = rejection(sc, { type: 'influenceAttempt', influencer: sc.mine[1] as number, target: sc.theirs[1] as number });
    expect(again.code).toBe('ONCE');
    expect(again.rule).toMatch(/§8\.1/);
    expect(legalActions(sc.s, sc.a).some((x) => x.type === 'influenceAttempt')).toBe(false);
  });

  it('failure: the character stays; the influencer is tapped and the attempt is used up', () => {
    const sc = cast();
    const [aragorn] = sc.mine as [number];
    const [faramir] = sc.theirs as [number];
    const events = attempt(sc, aragorn, faramir, [3, 2, 1, 1]);
    // 5 − 2 + 0 = 3, not more than 5.
    expect(events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt')).toMatchObject({ total: 3, result: 'failure' });
    expect(events.find((e) => e.type === 'influenceAttempt')).toMatchObject({ success: false, kind: 'character', from: sc.b });
    expect(sc.s.chars[faramir]).toMatchObject({ owner: sc.b, company: sc.theirCo });
    expect(statusOf(sc.s, aragorn)).toBe('tapped');
    expect(sc.s.turn.influenced).toEqual([sc.b]);
    expect(problems(sc.s)).toEqual([]);
  });

  it('a roll equal to the mind fails; one more succeeds', () => {
    const eq = cast();
    expect(attempt(eq, eq.mine[0] as number, eq.theirs[0] as number, [4, 3, 1, 1]).find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt')).toMatchObject({ total: 5, result: 'failure' });
    const more = cast();
    expect(attempt(more, more.mine[0] as number, more.theirs[0] as number, [4, 4, 1, 1]).find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt')).toMatchObject({ total: 6, result: 'success' });
  });

  it('a follower: the controller\'s unused direct influence is subtracted; success takes him as the influencer\'s follower when general influence is short', () => {
    const sc = scene(heroes(), ['Aragorn II', 'Elrond'], ['Glorfindel II', 'Bilbo', 'Faramir']);
    const [aragorn] = sc.mine as [number, number];
    const [glorfindel, bilbo] = sc.theirs as [number, number];
    (sc.s.chars[bilbo] as { followerOf: number | null }).followerOf = glorfindel;
    // A uses 19 GI and Aragorn has 3 unused DI: Bilbo (mind 5) could not be kept → not allowed.
    expect(rejection(sc, { type: 'influenceAttempt', influencer: aragorn, target: bilbo })).toMatchObject({ code: 'KEEP' });
    // Elrond's 4 unused DI cannot hold mind 5 either; Faramir's mind 5 likewise.
    expect(rejection(sc, { type: 'influenceAttempt', influencer: sc.mine[1] as number, target: sc.theirs[2] as number }).rule).toMatch(/Arda Revised §9/);
    // With more direct influence (a figure change), Aragorn may keep Bilbo as a follower.
    sc.s.mods.push({ inst: aragorn, stat: 'di', delta: 2 });
    const events = attempt(sc, aragorn, bilbo, [6, 6, 1, 1]);
    // 10 + 5 (Aragorn) − 7 (B: 20 − 8 − 5) − 0 (Glorfindel: 2 − 5 → 0 unused) = 8 > 5.
    expect(events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt')).toMatchObject({ modifier: -2, total: 8, result: 'success' });
    expect(sc.s.chars[bilbo]).toMatchObject({ owner: sc.a, company: sc.myCo, followerOf: aragorn });
    expect(problems(sc.s)).toEqual([]);
  });
});

describe('influencing an opponent\'s item, ally or faction', () => {
  it('an item goes to the influencer; the need is the bearer\'s mind, less the bearer\'s unused DI', () => {
    const sc = scene(heroes(), ['Aragorn II'], ['Faramir', 'Legolas', 'Gimli']);
    const [aragorn] = sc.mine as [number];
    const [faramir] = sc.theirs as [number];
    const dagger = spawn(sc.s, 'Dagger of Westernesse', 'Hero');
    sc.s.chars[faramir]?.items.push(dagger);
    const events = attempt(sc, aragorn, dagger, [6, 6, 1, 1]);
    expect(events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt')).toMatchObject({ modifier: -1, total: 9, need: 6, result: 'success' });
    expect(sc.s.chars[aragorn]?.items).toEqual([dagger]);
    expect(sc.s.chars[faramir]?.items).toEqual([]);
    expect(sc.s.chars[faramir]?.owner).toBe(sc.b);
  });

  it('an ally goes to the influencer; the need is the ally\'s mind', () => {
    const sc = scene(heroes(), ['Aragorn II'], ['Faramir', 'Legolas', 'Gimli']);
    const [aragorn] = sc.mine as [number];
    const gimli = sc.theirs[2] as number;
    const gwaihir = spawn(sc.s, 'Gwaihir', 'Hero');
    sc.s.chars[gimli]?.allies.push(gwaihir);
    const events = attempt(sc, aragorn, gwaihir, [6, 6, 1, 1]);
    // 3 − 3 − 2 (Gimli's unused DI) = −2; 10 − 2 = 8 > mind 4.
    expect(events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt')).toMatchObject({ modifier: -2, total: 8, need: 5, result: 'success' });
    expect(sc.s.chars[aragorn]?.allies).toEqual([gwaihir]);
    expect(sc.s.chars[gimli]?.allies).toEqual([]);
  });

  it('a faction: only where it is playable; the need is its influence number; success moves it to the play area', () => {
    const sc = scene(heroes(), ['Aragorn II'], ['Faramir', 'Legolas', 'Gimli'], 'Bree');
    const rangers = spawn(sc.s, 'Rangers of the North', 'Hero');
    sc.s.players[sc.b]?.playArea.push(rangers);
    const events = attempt(sc, sc.mine[0] as number, rangers, [6, 6, 1, 1]);
    // Aragorn II: "+2 direct influence against the Rangers of the North faction" (his card definition).
    const roll = events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt');
    expect(roll).toMatchObject({ total: 12, need: 10, result: 'success' });
    expect((roll?.mods as { label: string; value: number }[]).some((m) => m.value === 2 && /Aragorn/.test(m.label))).toBe(true);
    expect(sc.s.players[sc.a]?.playArea).toContain(rangers);
    expect(sc.s.players[sc.b]?.playArea).not.toContain(rangers);

    const away = scene(heroes(), ['Aragorn II'], ['Faramir'], 'Moria');
    const other = spawn(away.s, 'Rangers of the North', 'Hero');
    away.s.players[away.b]?.playArea.push(other);
    const r = rejection(away, { type: 'influenceAttempt', influencer: away.mine[0] as number, target: other });
    expect(r.code).toBe('NOT_HERE');
    expect(r.rule).toMatch(/§8\.1/);
  });
});

describe('when an influence attempt is not allowed', () => {
  it('rejects it with the rule', () => {
    const sc = scene(heroes(), ['Aragorn II', 'Bilbo'], ['Faramir', 'Gandalf']);
    const [aragorn, bilbo] = sc.mine as [number, number];
    const [faramir, gandalf] = sc.theirs as [number, number];
    const code = (a: Action) => rejection(sc, a).code;
    expect(code({ type: 'influenceAttempt', influencer: aragorn, target: gandalf })).toBe('AVATAR');
    expect(code({ type: 'influenceAttempt', influencer: aragorn, target: aragorn })).toBe('NO_TARGET');
    sc.s.status[bilbo] = 'tapped';
    expect(code({ type: 'influenceAttempt', influencer: bilbo, target: faramir })).toBe('UNTAPPED');
    (sc.s.players[sc.a] as { turnsTaken: number }).turnsTaken = 1;
    expect(code({ type: 'influenceAttempt', influencer: aragorn, target: faramir })).toBe('FIRST_TURN');
    expect(legalActions(sc.s, sc.a).some((x) => x.type === 'influenceAttempt')).toBe(false);
    (sc.s.players[sc.a] as { turnsTaken: number }).turnsTaken = 2;
    sc.s.turn.attacked = [sc.b];
    expect(code({ type: 'influenceAttempt', influencer: aragorn, target: faramir })).toBe('ATTACKED');
    sc.s.turn.attacked = [];
    const theirs = sc.s.companies.find((c) => c.id === sc.theirCo);
    const bree = Object.values(sc.s.catalog.cards).find((c) => c.type === 'Site' && c.name === 'Bree' && c.alignment === 'Hero');
    if (theirs && bree) theirs.site = bree.id;
    expect(code({ type: 'influenceAttempt', influencer: aragorn, target: faramir })).toBe('NOT_HERE');
    if (theirs) theirs.site = sc.s.companies.find((c) => c.id === sc.myCo)?.site ?? '';
    expect(checkAction(sc.s, sc.a, { type: 'influenceAttempt', influencer: aragorn, target: faramir })).toBeNull();
    sc.s.stack.pop();
    expect(code({ type: 'influenceAttempt', influencer: aragorn, target: faramir })).toBe('WRONG_STEP');
  });

  it('an avatar played this turn may not influence; a card under an avatar may not be influenced', () => {
    const sc = scene(heroes(), ['Gandalf', 'Aragorn II'], ['Faramir', 'Saruman']);
    const [gandalf, aragorn] = sc.mine as [number, number];
    const [faramir, saruman] = sc.theirs as [number, number];
    sc.s.turn.avatarPlayed = true;
    expect(rejection(sc, { type: 'influenceAttempt', influencer: gandalf, target: faramir }).code).toBe('AVATAR_NEW');
    (sc.s.chars[faramir] as { followerOf: number | null }).followerOf = saruman;
    expect(rejection(sc, { type: 'influenceAttempt', influencer: aragorn, target: faramir }).code).toBe('AVATAR');
  });
});

describe('across alignments (coe-rules §8.W1 / §8.R1)', () => {
  it('the roll is modified by -5, and a company-vs-company attack is not allowed after the attempt (§3.V.1)', () => {
    const s0 = atFirstTurn(['wizard', 'ringwraith'], 'influence');
    const wizardActive = s0.players[s0.turn.active]?.alignment === 'wizard';
    const sc = wizardActive ? scene(['wizard', 'ringwraith'], ['Aragorn II', 'Bilbo'], ['Gorbag', 'Ciryaher', 'Shagrat']) : scene(['wizard', 'ringwraith'], ['Ciryaher', 'Gorbag'], ['Aragorn II', 'Faramir']);
    const influencer = sc.mine[0] as number;
    const target = sc.theirs[0] as number;
    const events = attempt(sc, influencer, target, [6, 6, 1, 1]);
    const roll = events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt') as RollEvent;
    const unusedDi = wizardActive ? 3 : 2;
    const unusedGi = wizardActive ? 20 - (6 + 5 + 6) : 20 - (9 + 5);
    expect(roll.modifier).toBe(unusedDi - unusedGi - 5);
    sc.s.stack.pop();
    sc.s.stack.push({ kind: 'siteSelect' });
    const theirCo = sc.s.companies.find((c) => c.owner === sc.b);
    const r = checkAction(sc.s, sc.a, { type: 'attackCompany', companyId: sc.myCo, targetCompanyId: theirCo?.id ?? '', attackers: [sc.mine[1] as number] });
    expect(r?.code).toBe('INFLUENCED');
    expect(r?.rule).toMatch(/§3\.V\.1/);
  });
});

describe('bots and invariants', () => {
  it('the bot\'s odds: P(2D6 − 2D6 > need − modifier)', () => {
    expect(influenceChance(0, 0)).toBeCloseTo(1 - 146 / 1296 - (1296 - 146) / 2 / 1296, 10);
    expect(influenceChance(20, 0)).toBe(1);
    expect(influenceChance(0, 10)).toBe(0);
    expect(influenceChance(0, -1) + influenceChance(0, 0)).toBeCloseTo(1, 10);
  });

  it('bot games that make influence attempts keep every invariant at every step', { timeout: 120000 }, () => {
    let attempts = 0;
    let successes = 0;
    for (let g = 0; g < 60; g++) {
      const s = createGame(setupFor(g % 2 ? ['wizard', 'wizard', 'ringwraith'] : ['wizard', 'wizard', 'ringwraith', 'ringwraith'], `influence-${g}`));
      let steps = 0;
      while (!s.result && steps < 50000) {
        const seat = actor(s);
        const a = chooseAction(s, seat);
        if (!a) throw new Error('bot stuck');
        const r = applyInPlace(s, seat, a);
        if (!r.ok) throw new Error(r.rejection.message);
        steps++;
        if (a.type === 'influenceAttempt') {
          attempts++;
          if (r.events.some((e) => e.type === 'influenceAttempt' && e.success)) successes++;
          expect(invariantProblems(s)).toEqual([]);
        }
      }
      expect(s.result?.reason).not.toBe('round-cap');
      expect(invariantProblems(s)).toEqual([]);
    }
    expect(attempts).toBeGreaterThan(0);
    expect(successes).toBeGreaterThan(0);
  });
});
