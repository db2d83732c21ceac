/**
 * Simultaneous turns in the engine (Arda Revised appendix "The Simultaneous Active Turn
 * Sequence"), played through createGame / legalActions / applyInPlace with the real card data.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actor, actors, applyInPlace, checkAction, createGame, legalActions, replay, viewFor } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { activeStatics } from '../../src-shared/engine/effects/statics';
import { allStacks, playAreasReaching, sphereOf, withLane } from '../../src-shared/engine/simultaneous/lanes';
import type { Alignment, GameState } from '../../src-shared/engine/types';
import { runChecked } from './engine-fixtures/botGames';
import { cardByName, setupFor, spawn } from './engine-fixtures/fixtures';

const mixed = (n: number): Alignment[] => Array.from({ length: n }, (_, i) => (i % 2 ? 'ringwraith' : 'wizard'));

/** Plays bot actions (deciding seats in turn) until `done` holds; returns the state. */
function playUntil(s: GameState, done: (s: GameState) => boolean, max = 20000): GameState {
  for (let k = 0; k < max && !s.result && !done(s); k++) {
    const deciders = actors(s);
    const seat = deciders[k % deciders.length] as number;
    const a = chooseAction(s, seat);
    if (!a) throw new Error(`no action for seat ${seat}`);
    const r = applyInPlace(s, seat, a);
    if (!r.ok) throw new Error(r.rejection.message);
  }
  return s;
}

const laneTops = (s: GameState) => allStacks(s).map((stack) => stack[stack.length - 1]?.kind);
const firstTurn = (n: number, seed: string) => playUntil(createGame(setupFor(mixed(n), seed)), (s) => s.turn.number === 1);

describe('simultaneous active turns (Arda Revised appendix)', () => {
  it.each([5, 6, 7])('%i seats: "count out two (5 players) or 3 people (6-7 players) clockwise to designate the second active resource player"', (n) => {
    const s = firstTurn(n, `count-${n}`);
    expect(s.lanes?.list.map((l) => l.seat)).toEqual([s.order[0], s.order[n === 5 ? 2 : 3]]);
    // "one (5 players) or two (6-7 players) hazard players between two active resource players"
    const gap = (s.order.indexOf(s.lanes?.list[1]?.seat as number) - s.order.indexOf(s.lanes?.list[0]?.seat as number) + n) % n;
    expect(gap - 1).toBe(n === 5 ? 1 : 2);
    // Both begin their turns together: two deciders in the organization phase at once.
    expect(laneTops(s)).toEqual(['organization', 'organization']);
    expect(actors(s)).toEqual(s.lanes?.list.map((l) => l.seat));
  });

  it('four seats or fewer keep one active player', () => {
    const s = firstTurn(4, 'four');
    expect(s.lanes).toBeUndefined();
    expect(actors(s)).toEqual([s.turn.active]);
  });

  it('"Give a token … to the first active resource player (who won the toss), and pass on this token clockwise each turn"', () => {
    const s = firstTurn(7, 'token');
    const tokens = [s.lanes?.list[0]?.seat];
    playUntil(s, (x) => (x.lanes?.count ?? 0) >= 4);
    expect(s.lanes?.count).toBe(4);
    const start = s.order.indexOf(tokens[0] as number);
    expect(s.lanes?.list.map((l) => l.seat)).toEqual([s.order[(start + 3) % 7], s.order[(start + 6) % 7]]);
  });

  it('a player who is out is never active nor counted out: the token passes to the next player still in the game, and the count runs over the players left', () => {
    const s = firstTurn(7, 'out-seat');
    const holder = s.lanes?.list[0]?.seat as number;
    // The seat next in line for the token loses his avatar (what elimination leaves: the seat out of the game).
    const next = s.order[(s.order.indexOf(holder) + 1) % 7] as number;
    s.players[next]!.out = true;
    playUntil(s, (x) => (x.lanes?.count ?? 0) >= 2);
    const living = s.order.filter((seat) => seat !== next);
    const token = living[(living.indexOf(holder) + 1) % 6] as number;
    // Six left: "count out … 3 people (6-7 players)" among them.
    expect(s.lanes?.list.map((l) => l.seat)).toEqual([token, living[(living.indexOf(token) + 3) % 6]]);
    playUntil(s, (x) => (x.lanes?.count ?? 0) >= 8);
    expect(s.lanes?.list.map((l) => l.seat)).not.toContain(next);
  });

  it('"Always start and end the turn of both resource players simultaneously!": one waits for the other, the next turn starts for both', () => {
    let waitedAlone = 0;
    for (const seed of ['sync-1', 'sync-2', 'sync-3']) {
      const s = firstTurn(6, seed);
      let prevCount = s.lanes?.count ?? 0;
      let prevTops = laneTops(s);
      playUntil(s, (x) => {
        if (!x.lanes) return true;
        const tops = laneTops(x);
        if (tops.filter((t) => t === 'waitTurn').length === 1) waitedAlone++;
        if (x.lanes.count !== prevCount) {
          // The turn passed only after every lane had ended (or the last one ended with this action).
          expect(prevTops.filter((t) => t !== 'waitTurn').length).toBeLessThanOrEqual(1);
          // Both new turns begin in the organization phase (an active player out of the game ends his at once).
          for (const [i, lane] of x.lanes.list.entries()) if (!x.players[lane.seat]?.out) expect(tops[i]).toBe('organization');
          const numbers = [x.turn.number, ...x.lanes.list.map((l) => l.turn?.number).filter((t) => t !== undefined)];
          expect(new Set(numbers).size).toBe(1);
          prevCount = x.lanes.count;
        }
        // A seat whose turn is over has no decision in its lane.
        for (const i of x.lanes.list.keys()) if (tops[i] === 'waitTurn') expect(withLane(x, i, () => actor(x))).toBe(-1);
        prevTops = tops;
        return x.lanes.count > 6;
      });
    }
    expect(waitedAlone).toBeGreaterThan(0);
  });

  it('"hazard play may be passed counter clockwise, skipping the resource player, to the hazard player sitting to his left"', () => {
    const s = firstTurn(5, 'hazards');
    let checked = 0;
    playUntil(s, (x) => {
      for (const i of (x.lanes?.list ?? []).keys()) {
        withLane(x, i, () => {
          const step = x.stack[x.stack.length - 1];
          if (step?.kind !== 'mhHazards' || step.passes > 0) return;
          const at = x.order.indexOf(x.turn.active);
          const next = x.order[(at + 1) % 5];
          const previous = x.order[(at + 4) % 5];
          expect(step.hazardSeat).toBe(next);
          // Passing: the limit drops by one and play goes to the active player's other neighbour, never further round the table.
          const copy = structuredClone({ ...x, catalog: null }) as unknown as GameState;
          copy.catalog = x.catalog;
          expect(applyInPlace(copy, next as number, { type: 'passHazards' }).ok).toBe(true);
          withLane(copy, i, () => {
            const after = copy.stack[copy.stack.length - 1];
            if (after?.kind === 'mhHazards' && after.companyId === step.companyId) {
              expect(after.hazardSeat).toBe(previous);
              expect(after.limit).toBe(step.limit - 1);
              expect(applyInPlace(copy, previous as number, { type: 'passHazards' }).ok).toBe(true);
              const last = copy.stack.find((st) => st.kind === 'mhHazards' && st.companyId === step.companyId);
              expect(last).toBeUndefined();
              checked++;
            }
          });
        });
      }
      return checked >= 2;
    });
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('"Cards played by him belong to this Sphere … they now only affect the players directly to his right and left"', () => {
    const s = firstTurn(7, 'sphere');
    const [a, b] = s.lanes?.list.map((l) => l.seat) ?? [];
    // A permanent event in the play area of a player beside active A, three seats from B.
    const owner = s.order[(s.order.indexOf(a as number) + 1) % 7] as number;
    expect(sphereOf(s, owner)).toContain(a);
    expect(sphereOf(s, owner)).not.toContain(b);
    const froth = spawn(s, 'Full of Froth and Rage');
    s.players[owner]?.playArea.push(froth);
    const inLane = (i: number) => withLane(s, i, () => ({ statics: activeStatics(s).some((st) => st.inst === froth), global: playAreasReaching(s).includes(froth) }));
    expect(inLane(0)).toEqual({ statics: true, global: true });
    expect(inLane(1)).toEqual({ statics: false, global: false });
    // "This does not mean that your companies may not interact with those of players not in your Sphere": four seats reach everything.
    const four = firstTurn(4, 'sphere-4');
    expect(sphereOf(four, four.order[0] as number).length).toBe(4);
    expect(cardByName('Full of Froth and Rage').eventKind).toBe('permanent');
  });

  it('chains stay in the active player\'s Sphere: priority never passes to a seat outside it', () => {
    let chains = 0;
    for (const seed of ['chain-1', 'chain-2']) {
      const s = firstTurn(7, seed);
      playUntil(s, (x) => {
        for (const i of (x.lanes?.list ?? []).keys())
          withLane(x, i, () => {
            const step = x.stack[x.stack.length - 1];
            if (step?.kind !== 'chain') return;
            chains++;
            expect(sphereOf(x, x.turn.active)).toContain(step.priority);
          });
        return (x.lanes?.count ?? 99) > 10;
      });
    }
    expect(chains).toBeGreaterThan(0);
  });

  it('roving characters wait until "every player has completed a resource turn": at 7 seats after four simultaneous turns, before the round ends', () => {
    const s = firstTurn(7, 'roving');
    const rovingCode = (x: GameState) => {
      const seat = x.lanes?.list[0]?.seat as number;
      const inst = x.sets[x.players[seat]?.alignment ?? 'wizard']?.faceUp.character[0] as number;
      const haven = x.catalog.sites[x.players[seat]?.alignment ?? 'wizard'].find((id) => x.catalog.cards[id]?.siteType === 'H') as string;
      return checkAction(x, seat, { type: 'playCharacter', inst, site: haven, controller: null })?.code;
    };
    // Turn 4 (seats 3 and 6 active): seat 6 has not had a turn of his own yet.
    playUntil(s, (x) => (x.lanes?.count ?? 0) === 4 && laneTops(x)[0] === 'organization');
    expect(rovingCode(s)).toBe('ROVING_TOO_EARLY');
    // Turn 5: every seat has finished one, and the round (seven turns of the token) is not over.
    playUntil(s, (x) => (x.lanes?.count ?? 0) === 5 && laneTops(x)[0] === 'organization');
    expect(s.turn.round).toBe(1);
    expect(rovingCode(s)).not.toBe('ROVING_TOO_EARLY');
  });

  it('"Each player that is not an active resource player may freely trade": no active seat trades', () => {
    const s = firstTurn(5, 'trade');
    playUntil(s, (x) => laneTops(x).includes('waitTurn'));
    const waiting = s.lanes?.list.find((_, i) => laneTops(s)[i] === 'waitTurn')?.seat as number;
    expect(legalActions(s, waiting)).toEqual([]);
    // Computer players decline trades: two idle seats are taken over by people.
    const idle = s.order.filter((seat) => !actors(s).includes(seat) && !s.lanes?.list.some((l) => l.seat === seat));
    expect(idle.length).toBeGreaterThanOrEqual(2);
    for (const seat of idle.slice(0, 2)) (s.players[seat] as { kind: string }).kind = 'human';
    const offer = legalActions(s, idle[0] as number).find((a) => a.type === 'offerTrade' && a.to === idle[1]);
    expect(offer).toBeDefined();
    expect(applyInPlace(s, idle[0] as number, offer as NonNullable<typeof offer>).ok).toBe(true);
    const active = s.lanes?.list.find((_, i) => laneTops(s)[i] !== 'waitTurn')?.seat as number;
    expect(checkAction(s, active, { type: 'offerTrade', to: idle[1] as number, give: firstCardOf(s, active) })?.message).toBe('the active player may not trade');
  });

  it('"if playing with 6-7 players, don\'t play two same wizards if you\'re sitting next to each other"; 2-5 players respect their uniqueness', () => {
    const wizards = (n: number) => createGame(setupFor(Array.from({ length: n }, () => 'wizard' as const), `avatars-${n}`));
    const s = wizards(7);
    const first = s.order[0] as number;
    const pick = legalActions(s, first).find((a) => a.type === 'draftAvatar');
    if (pick?.type !== 'draftAvatar') throw new Error('no avatar to draft');
    const gandalfLike = s.cardOf[pick.inst];
    expect(applyInPlace(s, first, pick).ok).toBe(true);
    const neighbour = s.order[1] as number;
    const same = s.sets.wizard?.decks.avatar.find((inst) => s.cardOf[inst] === gandalfLike) as number;
    expect(same).toBeDefined();
    expect(legalActions(s, neighbour).some((a) => a.type === 'draftAvatar' && s.cardOf[a.inst] === gandalfLike)).toBe(false);
    expect(checkAction(s, neighbour, { type: 'draftAvatar', inst: same })?.message).toMatch(/sitting next to each other/);
    // The seat after next is no neighbour of the first: the same Wizard is open to it once the neighbour has chosen another.
    const other = legalActions(s, neighbour).find((a) => a.type === 'draftAvatar');
    expect(other && applyInPlace(s, neighbour, other).ok).toBe(true);
    expect(legalActions(s, s.order[2] as number).some((a) => a.type === 'draftAvatar' && s.cardOf[a.inst] === gandalfLike)).toBe(true);

    const five = wizards(5);
    const p5 = legalActions(five, five.order[0] as number)[0];
    if (p5?.type !== 'draftAvatar') throw new Error('no avatar to draft');
    applyInPlace(five, five.order[0] as number, p5);
    for (const seat of five.order.slice(1, 3)) expect(legalActions(five, seat).some((a) => a.type === 'draftAvatar' && five.cardOf[a.inst] === five.cardOf[p5.inst])).toBe(false);
  });

  it('replay is byte-identical and every seat\'s view hides other hands, for whole 7-seat games', () => {
    const setup = setupFor(mixed(7), 'replay-7');
    const { state } = runChecked(setup, false);
    const again = replay(setup, state.log);
    expect(JSON.stringify({ ...again, catalog: null })).toBe(JSON.stringify({ ...state, catalog: null }));
    const mid = replay(setup, state.log.slice(0, Math.floor(state.log.length / 2)));
    for (const seat of mid.order) {
      const v = viewFor(mid, seat);
      for (const p of v.players) if (p.seat !== seat) for (const inst of p.hand) expect(v.cardOf[inst] ?? '').toBe('');
    }
  });

  it('property: any seed, 5 to 7 seats, the bots play to the end by the rules with the invariants kept at every step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 7 }), fc.string({ minLength: 1, maxLength: 8 }), (n, seed) => {
        const { state } = runChecked(setupFor(mixed(n), `p-${seed}`), true);
        expect(['council', 'elimination', 'one-ring', 'no-players']).toContain(state.result?.reason);
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});

function firstCardOf(s: GameState, seat: number): number {
  return s.players[seat]?.hand[0] ?? -1;
}
