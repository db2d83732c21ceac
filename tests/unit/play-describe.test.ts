/**
 * The Play screen's words over seeded bot games with the real card data: every legal action and
 * every event described cleanly, a decision whenever a seat decides, every action in exactly one
 * group, and every roll's dice line adding up.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, legalActions, viewFor, type GameView } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { actor } from '../../src-shared/engine/phases/flow';
import type { Action, Alignment, GameEvent, RollEvent } from '../../src-shared/engine/types';
import { describeDecision, groupActions } from '../../src-shared/play/decision';
import { describeAction, describeEvent, diceLine } from '../../src-shared/play/describe';
import { setupFor } from './engine-fixtures/fixtures';

const TABLES: Alignment[][] = [
  ['wizard', 'wizard'],
  ['wizard', 'ringwraith'],
  ['ringwraith', 'ringwraith', 'wizard'],
  ['wizard', 'ringwraith', 'wizard', 'ringwraith'],
  ['ringwraith', 'wizard'],
  ['wizard', 'wizard', 'wizard'],
];
const GAMES = 30;
/** Long games are cut here to keep the suite quick; the opening, turns and combat are all covered. */
const MAX_ACTIONS = 700;

/** Card ids ("TW-72"), company ids ("c3"), and words that betray a missing value. */
const RAW = /\b(TW|TD|DM|LE|AS|WH|BA)-\d+\b|\bc\d+\b|undefined|NaN|\[object|\bnull\b|an unknown (card|site)/;

function clean(text: string | null, where: string): void {
  expect(text, where).toBeTruthy();
  expect(text?.trim().length, where).toBeGreaterThan(0);
  expect(text, where).not.toMatch(RAW);
}

interface Position {
  view: GameView;
  seat: number;
  actions: Action[];
}

interface Walk {
  positions: Position[];
  rolls: { view: GameView; event: RollEvent }[];
  eventTypes: Set<string>;
  actionTypes: Set<string>;
}

/** Plays the seeded games, checking words at every step; keeps sample positions and every roll. */
function walk(): Walk {
  const out: Walk = { positions: [], rolls: [], eventTypes: new Set(), actionTypes: new Set() };
  for (let g = 0; g < GAMES; g++) {
    const alignments = TABLES[g % TABLES.length] as Alignment[];
    const s = createGame(setupFor(alignments, `play-describe-${g}`));
    let pending: GameEvent[] = [];
    for (let n = 0; n < MAX_ACTIONS; n++) {
      const seat = actor(s);
      const view = viewFor(s, seat < 0 ? 0 : seat);
      const ctx = { view };
      for (const e of pending) {
        out.eventTypes.add(e.type);
        const text = describeEvent(ctx, e);
        if (text !== null) clean(text, `event ${JSON.stringify(e)}`);
        if (e.type === 'roll') out.rolls.push({ view, event: e });
      }
      pending = [];
      if (s.result) break;
      const decision = describeDecision(view);
      expect(decision, `decision at ${s.stack[s.stack.length - 1]?.kind}`).not.toBeNull();
      expect(decision?.seat).toBe(seat);
      clean(decision?.title ?? null, 'decision title');
      clean(decision?.detail ?? null, 'decision detail');
      const actions = legalActions(s, seat);
      for (const a of actions) {
        out.actionTypes.add(a.type);
        clean(describeAction(ctx, seat, a), `action ${JSON.stringify(a)}`);
      }
      if (n % 5 === 0 && actions.length > 0) out.positions.push({ view, seat, actions });
      const choice = chooseAction(s, seat);
      if (!choice) throw new Error('bot without an action');
      const r = applyInPlace(s, seat, choice);
      if (!r.ok) throw new Error(r.rejection.message);
      pending = r.events;
    }
  }
  return out;
}

function exactlyOnce(position: Position, actions: Action[]): void {
  const groups = groupActions(position.view, position.seat, actions);
  const placed = groups.flatMap((g) => g.choices.map((c) => c.action));
  expect(placed.length).toBe(actions.length);
  for (const a of actions) expect(placed.filter((p) => p === a)).toHaveLength(1);
  expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  for (const g of groups) {
    expect(g.choices.length).toBeGreaterThan(0);
    clean(g.title, `group ${g.key}`);
    for (const c of g.choices) {
      clean(c.label, `choice ${JSON.stringify(c.action)}`);
      if (c.hint !== undefined) clean(c.hint, 'hint');
    }
  }
}

describe('play words over seeded bot games', () => {
  const w = walk();

  it('covers the game: many action and event kinds, rolls of every common purpose', () => {
    for (const t of ['declareMovement', 'playCreature', 'assignStrike', 'resolveStrike', 'passHazards', 'enterSite', 'endPhase', 'draftAvatar']) expect(w.actionTypes).toContain(t);
    for (const t of ['turn', 'attack', 'roll', 'arrive', 'movementHazard', 'strikeResolved']) expect(w.eventTypes).toContain(t);
    const purposes = new Set(w.rolls.map((r) => r.event.purpose));
    for (const p of ['strike', 'bodyCheck']) expect(purposes).toContain(p);
    // Strike modifiers show by name: a weapon, tapped or wounded, -3 to stay untapped, excess strikes.
    const labels = new Set(w.rolls.filter((r) => r.event.purpose === 'strike').flatMap((r) => (r.event.mods as { label: string }[]).map((m) => m.label)));
    for (const l of ['prowess', 'tapped', 'wounded', 'staying untapped', 'excess strike']) expect(labels).toContain(l);
    expect([...labels].some((l) => /Dagger|Sword|Blade|Axe|Bow|Spear|Sting|Glamdring|Orcrist/.test(l))).toBe(true);
  });

  it('groups every legal action exactly once, in a stable order (fast-check over positions, subsets included)', () => {
    expect(w.positions.length).toBeGreaterThan(100);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: w.positions.length - 1 }), fc.integer({ min: 0, max: 1_000_000 }), (i, salt) => {
        const p = w.positions[i] as Position;
        exactlyOnce(p, p.actions);
        const subset = p.actions.filter((_, k) => ((k + 1) * 2654435761 + salt) % 3 !== 0);
        exactlyOnce(p, subset);
        const again = groupActions(p.view, p.seat, p.actions);
        expect(again.map((g) => g.key)).toEqual(groupActions(p.view, p.seat, p.actions).map((g) => g.key));
      }),
      { numRuns: 200, seed: 9 },
    );
  });

  it('shows every roll with its dice and modifiers adding up to the total; strike rolls read "2D6 a + p prowess … = t vs strike n: outcome"', () => {
    expect(w.rolls.length).toBeGreaterThan(50);
    for (const { view, event } of w.rolls) {
      const line = diceLine({ view }, event);
      expect(line, JSON.stringify(event)).not.toBeNull();
      if (!line) continue;
      clean(line.text, 'dice line');
      expect(line.dice).toEqual(event.dice);
      const mods = (event.mods ?? []) as { label: string; value: number }[];
      expect(Array.isArray(event.mods), `mods on ${String(event.purpose)}`).toBe(true);
      const sum = line.dice.reduce((a, b) => a + b, 0) + mods.reduce((a, m) => a + m.value, 0);
      expect(sum, JSON.stringify(event)).toBe(event.total);
      // The text's own numbers add up too: "2D6 7 + 5 prowess - 1 tapped = 11".
      const [lhs, rhs] = line.text.split(' = ');
      const terms = [...(lhs ?? '').replace(/^\dD6 /, '+ ').matchAll(/([+-]) (\d+)/g)].reduce((n, m) => n + (m[1] === '-' ? -1 : 1) * Number(m[2]), 0);
      expect(terms).toBe(Number(/^-?\d+/.exec(rhs ?? '')?.[0]));
      if (event.purpose === 'strike') {
        expect(line.text).toMatch(/^2D6 \d+ \+ \d+ prowess.* = -?\d+ vs strike -?\d+: .+$/);
        expect(line.text).toContain(`= ${String(event.total)} vs strike ${String(event.strikeProwess)}: `);
        expect(event.result).toMatch(/^(defeated|failed|tie|wounded|eliminated|detained|notWounded)$/);
        // The labelled parts are the character's prowess in this strike, as the engine computed it.
        expect(mods.reduce((a, m) => a + m.value, 0)).toBe(event.prowess);
      }
    }
  });

  it('a passive condition\'s action reads as set off by its card, and its fizzle as its card no longer in play (coe-rules 9.6.1, 9.6.2)', () => {
    const s = createGame(setupFor(['wizard', 'ringwraith'], 'play-describe-passive'));
    const ctx = { view: viewFor(s, 0) };
    // Any card the view knows by name (the events carry Lure of Power's words).
    const known = Object.values(s.catalog.cards)[0];
    const card = known?.id ?? '';
    const name = known?.name ?? '';
    const declared = describeEvent(ctx, { type: 'declare', seat: 1, inst: 0, card, target: null, window: 'response', text: 'the corruption check modified by -4', passive: true });
    expect(declared).toBe(`${name} sets off the corruption check modified by -4`);
    expect(describeEvent(ctx, { type: 'fizzle', seat: 1, inst: 0, card, passive: true })).toBe(`What ${name} set off fizzles (the card is no longer in play)`);
  });
});
