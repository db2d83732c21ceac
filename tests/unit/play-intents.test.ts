/**
 * The Play screen's pure helpers: what a site click or a strike drop means (always one
 * of the legal actions, or a hint), the manual menu's ops (each valid for the API), and
 * the log rows (headings at each turn or phase change, "(manual)" marked, seat filter).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyInPlace, legalActions, viewFor } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { actor } from '../../src-shared/engine/phases/flow';
import type { Action, GameState } from '../../src-shared/engine/types';
import { actionSchema, type GameLogEntry } from '../../src-shared/api/schemasGames';
import { siteClickAction, strikeDropAction } from '../../src-shared/play/intents';
import { manualEntries } from '../../src-shared/play/manualOps';
import { buildLogRows } from '../../src-shared/play/logRows';
import { atFirstTurn } from './engine-fixtures/fixtures';

/** Bots play until `stop` holds (or the game ends); the state stays at that decision. */
function advanceUntil(s: GameState, stop: (s: GameState) => boolean, limit = 5000): boolean {
  for (let i = 0; i < limit && !s.result; i++) {
    if (stop(s)) return true;
    const seat = actor(s);
    const r = applyInPlace(s, seat, chooseAction(s, seat) as never);
    if (!r.ok) throw new Error(r.rejection.message);
  }
  return false;
}

describe('siteClickAction', () => {
  it('a click on a site the selected company can reach declares that movement; any other site gives a hint', () => {
    const s = atFirstTurn(['wizard', 'wizard'], 'intents-move');
    expect(advanceUntil(s, (st) => legalActions(st, actor(st)).some((a) => a.type === 'declareMovement'))).toBe(true);
    const seat = actor(s);
    const legal = legalActions(s, seat);
    const view = viewFor(s, seat);
    const moves = legal.filter((a): a is Extract<Action, { type: 'declareMovement' }> => a.type === 'declareMovement');
    const companies = [...new Set(moves.map((m) => m.companyId))];
    fc.assert(
      fc.property(fc.constantFrom(...view.catalog.sites.wizard), fc.constantFrom(...companies), (site, company) => {
        const choice = siteClickAction(view, legal, site, company);
        const expected = moves.find((m) => m.companyId === company && m.site === site);
        if (expected) expect(choice.action).toEqual(expected);
        else {
          expect(choice.action === null || legal.includes(choice.action)).toBe(true);
          if (choice.action === null) expect(choice.hint).toBeTruthy();
        }
      }),
    );
  });

  it('with several companies and none selected, asks to choose a company', () => {
    const legal: Action[] = [
      { type: 'declareMovement', companyId: 'c1', site: 'x', regions: [] },
      { type: 'declareMovement', companyId: 'c2', site: 'x', regions: [] },
    ];
    const s = atFirstTurn(['wizard', 'wizard'], 'intents-two');
    const choice = siteClickAction(viewFor(s, 0), legal, 'x', null);
    expect(choice.action).toBeNull();
    expect(choice.hint).toMatch(/Choose a company/);
    expect(siteClickAction(viewFor(s, 0), legal, 'x', 'c2').action).toBe(legal[1]);
  });
});

describe('strikeDropAction', () => {
  it('a strike dropped on a character takes that character\'s assignment; elsewhere a hint', () => {
    const s = atFirstTurn(['wizard', 'wizard'], 'intents-strike');
    const found = advanceUntil(s, (st) => legalActions(st, actor(st)).some((a) => a.type === 'assignStrike'), 20000);
    expect(found).toBe(true);
    const seat = actor(s);
    const legal = legalActions(s, seat);
    const view = viewFor(s, seat);
    for (const a of legal) {
      if (a.type !== 'assignStrike') continue;
      expect(strikeDropAction(view, legal, a.target).action).toBe(a);
    }
    expect(strikeDropAction(view, legal, 199_999).hint).toMatch(/No strike/);
  });
});

describe('manualEntries', () => {
  it('offers tap, untap, wound, heal, discard, four moves, ±1 prowess/body/DI and draw, each valid for the API', () => {
    const entries = manualEntries(42);
    expect(entries).toHaveLength(9 + 6 + 1);
    for (const e of entries) expect(actionSchema.safeParse({ type: 'manual', op: e.op }).success).toBe(true);
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });
});

describe('buildLogRows', () => {
  const s = atFirstTurn(['wizard', 'wizard'], 'intents-log');
  const view = viewFor(s, 0);
  const entry = (index: number, seat: number, turn: number, phase: string, action: Action): GameLogEntry => ({
    index, seat, action, events: [], turn, round: 1, active: 0, phase, at: '2026-01-01T00:00:00Z',
  });
  const entries = [
    entry(0, 0, 1, 'organization', { type: 'endPhase' }),
    entry(1, 0, 1, 'organization', { type: 'manual', op: { kind: 'draw', count: 1 } }),
    entry(2, 1, 1, 'mhHazards', { type: 'passHazards' }),
    entry(3, 0, 2, 'organization', { type: 'endPhase' }),
  ];

  it('puts a heading at each change of turn or phase and marks manual actions', () => {
    const rows = buildLogRows({ view }, entries, null);
    expect(rows.map((r) => r.kind)).toEqual(['heading', 'action', 'action', 'heading', 'action', 'heading', 'action']);
    const manual = rows.find((r) => r.kind === 'action' && r.index === 1);
    expect(manual && manual.kind === 'action' && manual.text).toMatch(/\(manual\)/);
  });

  it('filters by seat', () => {
    const rows = buildLogRows({ view }, entries, 1);
    expect(rows.filter((r) => r.kind === 'action').map((r) => (r.kind === 'action' ? r.index : -1))).toEqual([2]);
  });
});
