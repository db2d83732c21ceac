/**
 * The rulebook's worked examples and a test per rule: setup, organization, movement and the
 * hazard limit, combat, site phase, corruption, rings, the Council.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, applyInPlace, checkAction, legalActions } from '../../src-shared/engine';
import { startCombat } from '../../src-shared/engine/combat';
import { defOf } from '../../src-shared/engine/effects/defs';
import { corruptionCheck, corruptionPoints } from '../../src-shared/engine/corruption';
import { actor, firstHazardFor } from '../../src-shared/engine/phases/flow';
import { isKeyed } from '../../src-shared/engine/phases/movementHazard';
import { baseHazardLimit, cardOf, prowessOf, setStatus, statusOf } from '../../src-shared/engine/state';
import type { Action, Attack, GameEvent, GameState } from '../../src-shared/engine/types';
import { atFirstTurn, cardByName, rigDice, soleCompany, spawn } from './engine-fixtures/fixtures';
import type { RollEvent } from '../../src-shared/engine/events';

function act(s: GameState, seat: number, a: Action): GameEvent[] {
  const r = applyInPlace(s, seat, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.rejection.message}`);
  return r.events;
}

function creatureAttack(s: GameState, name: string, inst: number | null, companyId: string, attacker: number, defender: number): Attack {
  const c = cardByName(name);
  return { source: 'creature', label: name, creature: inst, strikes: c.strikes, prowess: c.prowess ?? 0, body: c.body, attackerChooses: c.attackerChooses, attackers: [], attackerSeat: attacker, defenderSeat: defender, companyId, attackerCompanyId: null, killMp: c.mp };
}

/** Two-player game at seat A's first organization, with a constructed company for A. */
function scene(names: string[], site = 'Rivendell') {
  const s = atFirstTurn(['wizard', 'wizard'], 'scene');
  const a = s.turn.active;
  const b = s.players.find((p) => p.seat !== a)?.seat as number;
  const chars = names.map((n) => spawn(s, n, 'Hero'));
  const companyId = soleCompany(s, a, chars, site);
  return { s, a, b, chars, companyId };
}

describe('worked example: Faramir and the Huorn (Arda Revised §7)', () => {
  function huorn(dice: number[], stayUntapped = false) {
    const { s, a, b, chars, companyId } = scene(['Faramir']);
    const faramir = chars[0] as number;
    const hu = spawn(s, 'Huorn');
    startCombat(s, creatureAttack(s, 'Huorn', hu, companyId, b, a), [], { events: [] });
    act(s, a, { type: 'assignStrike', target: faramir });
    rigDice(s, dice);
    const events = act(s, a, { type: 'resolveStrike', target: faramir, stayUntapped });
    return { s, a, faramir, hu, events };
  }
  it('a 6 defeats the strike and the attack: the Huorn goes to his MP pile; Faramir taps', () => {
    const { s, a, faramir, hu, events } = huorn([3, 3]);
    expect(events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike')).toMatchObject({ total: 11, prowess: 5, strikeProwess: 10 });
    expect(s.players[a]?.mpPile).toContain(hu);
    expect(statusOf(s, faramir)).toBe('tapped');
  });
  it('a 5 is ineffectual: the attack is not defeated', () => {
    const { s, a, hu } = huorn([2, 3]);
    expect(s.players[a]?.mpPile).not.toContain(hu);
  });
  it('a 4 wounds him; the attacker\'s body check of 9 eliminates him, 8 does not', () => {
    const dead = huorn([2, 2, 4, 5]);
    expect(dead.s.chars[dead.faramir]).toBeUndefined();
    expect(dead.s.players[dead.a]?.eliminatedPile).toContain(dead.faramir);
    const alive = huorn([2, 2, 4, 4]);
    expect(statusOf(alive.s, alive.faramir)).toBe('wounded');
  });
  it('not tapping costs -3: his prowess is 2', () => {
    const { events, s, faramir } = huorn([5, 4], true);
    expect(events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike')).toMatchObject({ prowess: 2, total: 11 });
    expect(statusOf(s, faramir)).toBe('untapped');
  });
});

describe("worked example: Smaug's two strikes", () => {
  function smaug(dice: number[]) {
    const { s, a, b, chars, companyId } = scene(['Elrond', 'Glorfindel II']);
    const sm = spawn(s, 'Smaug');
    startCombat(s, creatureAttack(s, 'Smaug', sm, companyId, b, a), [], { events: [] });
    // "Attacker chooses defending characters": the attacker assigns both strikes.
    expect(actor(s)).toBe(b);
    act(s, b, { type: 'assignStrike', target: chars[0] as number });
    act(s, b, { type: 'assignStrike', target: chars[1] as number });
    rigDice(s, dice.slice(0, 4));
    act(s, a, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
    rigDice(s, dice.slice(4));
    act(s, a, { type: 'resolveStrike', target: chars[1] as number, stayUntapped: false });
    return { s, a, sm };
  }
  it('both strikes must fail and both body checks exceed 8 for Smaug to be defeated', () => {
    const won = smaug([6, 6, 5, 4, 6, 6, 6, 3]);
    expect(won.s.players[won.a]?.mpPile).toContain(won.sm);
    const lost = smaug([6, 6, 5, 4, 6, 6, 4, 4]);
    expect(lost.s.players[lost.a]?.mpPile).not.toContain(lost.sm);
  });
});

describe('strike modifications and body checks', () => {
  it('tapped -1, wounded -2, excess strikes -1 each; +1 to the body check when already wounded', () => {
    const { s, a, b, chars, companyId } = scene(['Faramir', 'Elrond']);
    const [faramir, elrond] = chars as [number, number];
    setStatus(s, faramir, 'tapped');
    setStatus(s, elrond, 'wounded');
    startCombat(s, { ...creatureAttack(s, 'Huorn', null, companyId, b, a), strikes: 4 }, [], { events: [] });
    // No untapped character: the attacker assigns, then allocates two excess strikes.
    expect(actor(s)).toBe(b);
    act(s, b, { type: 'assignStrike', target: faramir });
    act(s, b, { type: 'assignStrike', target: elrond });
    act(s, b, { type: 'allocateExcess', target: elrond });
    act(s, b, { type: 'allocateExcess', target: elrond });
    rigDice(s, [1, 1, 6, 6, 1, 1, 2, 6]);
    const e1 = act(s, a, { type: 'resolveStrike', target: faramir, stayUntapped: false });
    expect(e1.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike')).toMatchObject({ prowess: 4 });
    const e2 = act(s, a, { type: 'resolveStrike', target: elrond, stayUntapped: false });
    expect(e2.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike')).toMatchObject({ prowess: 7 - 2 - 2 });
    expect(e2.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck')).toMatchObject({ total: 9, body: 9, result: 'survives' });
  });

  it('a weapon adds its bonus to its maximum, before other modifications', () => {
    const { s, chars } = scene(['Faramir', 'Glorfindel II']);
    const [faramir, glorfindel] = chars as [number, number];
    for (const ch of chars) s.chars[ch]?.items.push(spawn(s, 'Dagger of Westernesse'));
    expect(prowessOf(s, faramir)).toBe(6);
    expect(cardOf(s, glorfindel).prowess).toBe(8);
    expect(prowessOf(s, glorfindel)).toBe(8);
  });

  it('a character eliminated by a body check passes one item to each unwounded companion; the rest are discarded', () => {
    const { s, a, b, chars, companyId } = scene(['Faramir', 'Elrond']);
    const [faramir, elrond] = chars as [number, number];
    const items = [spawn(s, 'Dagger of Westernesse'), spawn(s, 'Dagger of Westernesse')];
    s.chars[faramir]?.items.push(...items);
    setStatus(s, elrond, 'tapped');
    startCombat(s, creatureAttack(s, 'Huorn', null, companyId, b, a), [], { events: [] });
    act(s, a, { type: 'assignStrike', target: faramir });
    rigDice(s, [1, 1, 6, 6]);
    act(s, a, { type: 'resolveStrike', target: faramir, stayUntapped: false });
    expect(s.chars[faramir]).toBeUndefined();
    expect(s.chars[elrond]?.items).toHaveLength(1);
  });
});

describe('hazard limit and passing (multiplayer.txt §10 examples)', () => {
  it('Hobbits count half, rounded up; the limit is at least 2', () => {
    const { s, companyId } = scene(['Frodo', 'Sam Gamgee', 'Bilbo', 'Faramir']);
    expect(baseHazardLimit(s, s.companies.find((c) => c.id === companyId) as never)).toBe(3);
    const solo = scene(['Faramir']);
    expect(baseHazardLimit(solo.s, solo.s.companies.find((c) => c.id === solo.companyId) as never)).toBe(2);
  });

  it('Bob\'s five-character company: Connie plays 2 and passes (limit 4), George 1 and passes (limit 3): Scott gets no chance', () => {
    const s = atFirstTurn(['wizard', 'wizard', 'wizard', 'wizard'], 'passing');
    const bob = s.turn.active;
    // 20 mind under general influence (Fíli, not Kíli: 21 would lose a character at the end of the organization phase, coe-rules 2.II.8).
    const chars = ['Thorin II', 'Fíli', 'Gimli', 'Ioreth', 'Annalena'].map((n) => spawn(s, n, 'Hero'));
    const companyId = soleCompany(s, bob, chars, 'Rivendell');
    const [connie, george, scott] = [1, 2, 3].map((k) => s.order[(s.order.indexOf(bob) + k) % 4] as number) as [number, number, number];
    expect(s.turn.firstHazard).toBe(connie);
    // A long-event played by hand (playHazardEvent): one without a definition.
    const event = Object.values(s.catalog.cards).find((c) => c.type === 'Hazard' && c.eventKind === 'long' && !defOf(c)) ?? cardByName('Eye of Sauron');
    for (const seat of [connie, george, scott]) for (let i = 0; i < 3; i++) s.players[seat]?.hand.push(spawn(s, event.name));
    act(s, bob, { type: 'endPhase' });
    act(s, bob, { type: 'endPhase' });
    act(s, bob, { type: 'startCompanyMH', companyId });
    const step = () => s.stack[s.stack.length - 1] as Extract<GameState['stack'][number], { kind: 'mhHazards' }>;
    expect(step().limit).toBe(5);
    const ev = (seat: number) => ({ type: 'playHazardEvent' as const, inst: s.players[seat]?.hand.find((i) => s.cardOf[i] === event.id) as number, target: null });
    act(s, connie, ev(connie));
    act(s, connie, ev(connie));
    act(s, connie, { type: 'passHazards' });
    expect(step()).toMatchObject({ hazardSeat: george, limit: 4, played: 2 });
    act(s, george, ev(george));
    const last = act(s, george, { type: 'passHazards' });
    expect(last.some((e) => e.type === 'arrive' || e.type === 'draw' || true)).toBe(true);
    expect(s.stack.some((x) => x.kind === 'mhHazards')).toBe(false);
    expect(actor(s)).not.toBe(scott);
  });

  // multiplayer.txt §10 rotates the first hazard player (Bob: Connie, George, Scott, Connie); Arda Revised
  // replaces that: "When the active player starts his turn, the first hazard player sits to his right."
  it('the first hazard player is always the one to the right (next clockwise), every turn (Arda Revised, not multiplayer.txt)', () => {
    const s = atFirstTurn(['wizard', 'wizard', 'wizard', 'wizard'], 'rotation');
    const bob = s.order[0] as number;
    const next = (k: number) => s.order[k] as number;
    expect([1, 2, 3, 4].map((t) => firstHazardFor(s, bob, t))).toEqual([next(1), next(1), next(1), next(1)]);
  });

  it('a hazard beyond the limit is rejected, naming the rule', () => {
    const { s, a, b, companyId } = scene(['Faramir']);
    const event = Object.values(s.catalog.cards).find((c) => c.type === 'Hazard' && c.eventKind === 'long' && !defOf(c)) ?? cardByName('Eye of Sauron');
    for (let i = 0; i < 3; i++) s.players[b]?.hand.push(spawn(s, event.name));
    act(s, a, { type: 'endPhase' });
    act(s, a, { type: 'endPhase' });
    act(s, a, { type: 'startCompanyMH', companyId });
    const mine = () => s.players[b]?.hand.find((i) => s.cardOf[i] === event.id) as number;
    act(s, b, { type: 'playHazardEvent', inst: mine(), target: null });
    const step = s.stack[s.stack.length - 1];
    if (step?.kind === 'mhHazards') step.limit = 1;
    const r = checkAction(s, b, { type: 'playHazardEvent', inst: mine(), target: null });
    expect(r?.code).toBe('HAZARD_LIMIT');
    expect(r?.rule).toMatch(/hazard limit/);
  });
});

describe('creature keying', () => {
  it('a {w} creature needs a Wilderness in the site path; doubled symbols need two; site types key to the new site', () => {
    const { s, companyId } = scene(['Faramir']);
    const co = s.companies.find((c) => c.id === companyId) as GameState['companies'][number];
    const huorn = cardByName('Huorn');
    const caveDrake = cardByName('Cave-drake');
    expect(isKeyed(s, co, huorn)).toBe(false); // not moving, Rivendell is a Haven
    const moria = s.catalog.siteByName.wizard['moria'] as string;
    const legal = legalActions(s, s.turn.active).find((x) => x.type === 'declareMovement' && x.site === moria);
    expect(legal).toBeDefined();
    act(s, s.turn.active, legal as Action);
    const types = co.dest ? co.dest.regions.map((r) => s.catalog.regions[r]?.type) : [];
    const path = [s.catalog.regions['rhudaur']?.type, ...types];
    expect(isKeyed(s, co, huorn)).toBe(path.includes('w'));
    // Cave-drake {w}{w}{R}: Moria is a Shadow-hold, so it needs two Wilderness regions.
    const wild = path.filter((t) => t === 'w').length;
    expect(isKeyed(s, co, caveDrake)).toBe(wild >= 2);
  });
});

describe('organization', () => {
  it('roving characters only from the second round; one character per turn; 20 general influence', () => {
    const s = atFirstTurn(['wizard', 'wizard'], 'org');
    const seat = s.turn.active;
    const roving = s.sets.wizard?.faceUp.character[0] as number;
    const riv = s.catalog.ringSite.wizard as string;
    const r = checkAction(s, seat, { type: 'playCharacter', inst: roving, site: riv, controller: null });
    expect(r?.code).toBe('ROVING_TOO_EARLY');
    s.turn.round = 2;
    const options = legalActions(s, seat).filter((x) => x.type === 'playCharacter');
    const gi = s.companies.filter((c) => c.owner === seat).flatMap((c) => c.chars).reduce((n, c) => n + (cardOf(s, c).mind ?? 0), 0);
    for (const o of options) if (o.type === 'playCharacter' && o.controller === null) expect(gi + (cardOf(s, o.inst).mind ?? 0)).toBeLessThanOrEqual(20);
    const first = options[0];
    if (first) {
      act(s, seat, first);
      expect(legalActions(s, seat).some((x) => x.type === 'playCharacter' || x.type === 'playAvatar')).toBe(false);
      expect(checkAction(s, seat, first)?.code).toBe('ONE_CHARACTER');
    }
  });

  it('companies split and join only at a Haven', () => {
    const { s, a, chars } = scene(['Faramir', 'Elrond'], 'Moria');
    const co = s.companies.find((c) => c.owner === a) as GameState['companies'][number];
    expect(checkAction(s, a, { type: 'splitCompany', companyId: co.id, chars: [chars[0] as number] })?.code).toBe('NOT_HAVEN');
    co.site = s.catalog.ringSite.wizard as string;
    act(s, a, { type: 'splitCompany', companyId: co.id, chars: [chars[0] as number] });
    expect(s.companies.filter((c) => c.owner === a)).toHaveLength(2);
    const [x, y] = s.companies.filter((c) => c.owner === a) as [GameState['companies'][number], GameState['companies'][number]];
    act(s, a, { type: 'joinCompany', companyId: y.id, intoCompanyId: x.id });
    expect(s.companies.filter((c) => c.owner === a)).toHaveLength(1);
  });

  it('movement enters at most 3 regions, each adjacent to the one before', () => {
    const { s, a, companyId } = scene(['Faramir']);
    expect(checkAction(s, a, { type: 'declareMovement', companyId, site: s.catalog.siteByName.wizard['moria'] as string, regions: ['arthedain', 'cardolan', 'enedhwaith', 'hollin'] })?.code).toBe('PATH');
    expect(checkAction(s, a, { type: 'declareMovement', companyId, site: s.catalog.siteByName.wizard['moria'] as string, regions: ['rohan'] })?.code).toBe('PATH');
  });

  it('storing an item at a Haven needs a corruption check and puts it in the MP pile', () => {
    const { s, a, chars } = scene(['Faramir']);
    const item = spawn(s, 'Glamdring');
    s.chars[chars[0] as number]?.items.push(item);
    rigDice(s, [6, 6]);
    const events = act(s, a, { type: 'storeItem', item });
    expect(events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption')).toBeDefined();
    expect(s.players[a]?.mpPile).toContain(item);
  });
});

describe('corruption', () => {
  it('above the corruption points passes; at or one under discards; lower eliminates; Ringwraiths never check', () => {
    const { s, chars } = scene(['Faramir', 'Glorfindel II', 'Beregond']);
    for (const ch of chars) for (let i = 0; i < 4; i++) s.chars[ch]?.items.push(spawn(s, 'Dagger of Westernesse'));
    const cp = corruptionPoints(s, chars[0] as number);
    expect(cp).toBe(4);
    const ctx = { events: [] as GameEvent[] };
    rigDice(s, [2, 3]);
    expect(corruptionCheck(s, chars[0] as number, 0, ctx, 'test')).toBe('pass');
    rigDice(s, [1, 2]);
    expect(corruptionCheck(s, chars[1] as number, 0, ctx, 'test')).toBe('discarded');
    rigDice(s, [1, 1]);
    expect(corruptionCheck(s, chars[2] as number, 0, ctx, 'test')).toBe('eliminated');
    const wk = spawn(s, 'The Witch-king', 'Minion');
    s.chars[wk] = { owner: 0, company: 'none', followerOf: null, items: [], allies: [], hazards: [] };
    const before = [...s.rng];
    expect(corruptionCheck(s, wk, 0, ctx, 'test')).toBe('pass');
    expect(s.rng).toEqual(before);
  });
});

describe('the Free Council', () => {
  it('cannot be called below 12 MP; once called every other player has one more turn, then the game is scored', () => {
    const s = atFirstTurn(['wizard', 'wizard'], 'council');
    const seat = s.turn.active;
    s.options.councilMp = 999;
    expect(checkAction(s, seat, { type: 'callCouncil' })?.code).toBe('NOT_ENOUGH_MP');
    s.options.councilMp = 0;
    act(s, seat, { type: 'callCouncil' });
    const other = s.players.find((p) => p.seat !== seat)?.seat as number;
    let guard = 0;
    let otherPlayed = false;
    while (!s.result && guard++ < 5000) {
      const who = actor(s);
      if (s.turn.active === other) otherPlayed = true;
      const legal = legalActions(s, who);
      const pick = legal.find((x) => x.type === 'endPhase') ?? legal.find((x) => x.type === 'passHazards') ?? legal.find((x) => x.type === 'startCompanyMH') ?? legal.find((x) => x.type === 'resolveStrike') ?? legal.find((x) => x.type === 'assignStrike') ?? legal.find((x) => x.type === 'allocateExcess') ?? legal.find((x) => x.type === 'leaveSite') ?? legal[0];
      act(s, who, pick as Action);
    }
    expect(otherPlayed).toBe(true);
    expect(s.result?.reason).toBe('council');
    expect(s.turn.active).toBe(other);
  });
});

describe('typed rejections', () => {
  it('names the rule for an action out of turn, and leaves the state untouched', () => {
    const s = atFirstTurn(['wizard', 'ringwraith'], 'reject');
    const other = s.players.find((p) => p.seat !== s.turn.active)?.seat as number;
    const before = JSON.stringify(s);
    const r = applyAction(s, other, { type: 'endPhase' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.rejection.code).toBe('NOT_YOUR_DECISION');
      expect(r.rejection.rule).toMatch(/Arda Revised/);
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
