/**
 * The record is fixed when it happens (issue 21): each action's and event's words are made when
 * the action is applied, from the position then, and read the same at the end of the game; a
 * replay gives the same words; declarations come before their results; a card a seat could not
 * see stays hidden from it in the record.
 */
import { describe, expect, it } from 'vitest';
import { actors, applyInPlace, createGame, replay, viewFor } from '../../src-shared/engine';
import { chooseBotAction } from '../../src-shared/engine/bots/planner';
import type { Action, GameEvent, GameSetup, GameState } from '../../src-shared/engine/types';
import { describeAction, englishEnv } from '../../src-shared/play/describe';
import { sentence, type RenderEnv } from '../../src-shared/play/msg';
import { wordsAfter, wordsBefore, type EntryWords } from '../../src-shared/play/record';
import { ScenarioKit } from '../cards/kit/kit';
import { darkSetup } from './engine-fixtures/darkArdaFixtures';
import { fixtures, setupFor } from './engine-fixtures/fixtures';

interface Played {
  state: GameState;
  log: { seat: number; action: Action; words: EntryWords; events: GameEvent[]; textThen: string[] }[];
}

/** How the seat `viewer` (null: everything) reads the record in this position. */
function readerOf(state: GameState, viewer: number | null = null): RenderEnv {
  return { ...englishEnv({ view: viewFor(state, 0) }), cardName: (id) => state.catalog.cards[id]?.name ?? null, viewer };
}

/** The record as the seat `viewer` reads it (null: everything). A whole log read in one position takes one reader. */
function read(state: GameState, w: EntryWords, viewer: number | null = null, env: RenderEnv = readerOf(state, viewer)): string[] {
  return [sentence(env, w.action), ...w.lines.map((l) => sentence(env, l.m))];
}

/** A bot game with the record made as it goes; each entry's text is also read at the time it is made. */
function playRecorded(setup: GameSetup, maxActions = 6000): Played {
  const state = createGame(setup);
  const log: Played['log'] = [];
  for (let k = 0; k < maxActions && !state.result; k++) {
    const deciders = actors(state);
    const seat = deciders[k % deciders.length] as number;
    const action = chooseBotAction(state, seat, 'simple') as Action;
    const pending = wordsBefore(state, seat, action);
    const r = applyInPlace(state, seat, action);
    if (!r.ok) throw new Error(r.rejection.message);
    const words = wordsAfter(pending, state, r.events);
    log.push({ seat, action, words, events: r.events, textThen: read(state, words) });
  }
  return { state, log };
}

const games: GameSetup[] = [setupFor(['wizard', 'ringwraith'], 'record-1'), setupFor(['ringwraith', 'wizard', 'wizard'], 'record-2'), darkSetup(3, 'record-dark')];
const played = games.map((g) => ({ setup: g, ...playRecorded(g) }));

describe('the record is fixed when it happens', () => {
  it('each entry reads at the end of the game exactly as it read when it was made', () => {
    for (const { state, log } of played) {
      expect(state.result, 'the game ends').not.toBeNull();
      // The final position seen once (viewFor of a Dark Arda table is dear), every entry read in it.
      const env = readerOf(state);
      for (const e of log) expect(read(state, e.words, null, env)).toEqual(e.textThen);
    }
  });

  it('an entry rebuilt from the final position would say something else (what the old log did): companies and places move on', () => {
    let differs = 0;
    for (const { state, log } of played) {
      const views = new Map(state.players.map((p) => [p.seat, viewFor(state, p.seat)]));
      for (const e of log.filter((x) => x.action.type === 'enterSite' || x.action.type === 'declareMovement' || x.action.type === 'startCompanyMH')) {
        if (describeAction({ view: views.get(e.seat) as ReturnType<typeof viewFor> }, e.seat, e.action) !== e.textThen[0]) differs++;
      }
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('a replay of the log gives the same words, entry for entry', () => {
    for (const { setup, log } of played) {
      const again = createGame(setup);
      for (const e of log) {
        const pending = wordsBefore(again, e.seat, e.action);
        const r = applyInPlace(again, e.seat, e.action);
        if (!r.ok) throw new Error(r.rejection.message);
        expect(wordsAfter(pending, again, r.events)).toEqual(e.words);
      }
      expect(JSON.stringify({ ...again, catalog: null })).toBe(JSON.stringify({ ...replay(setup, log), catalog: null }));
    }
  });

  it('declarations come before their results: no card is said to be discarded before the line that plays or uses it', () => {
    for (const { log } of played)
      for (const e of log) {
        const lines = e.textThen;
        lines.forEach((line, i) => {
          const gone = /^(.+) is discarded$/.exec(line)?.[1];
          if (!gone) return;
          const later = lines.slice(i + 1).find((x) => x.includes(gone) && /\b(plays|declares|uses)\b/.test(x));
          expect(later, `${lines.join(' | ')}`).toBeUndefined();
        });
      }
  });

  it('a line is not said twice: a character discarded is told once', () => {
    for (const { log } of played)
      for (const e of log) {
        const discarded = e.textThen.filter((l) => / is (discarded|killed|eliminated|lost to corruption)/.test(l));
        expect(new Set(discarded).size, e.textThen.join(' | ')).toBe(discarded.length);
      }
  });
});

describe('what a seat may see in the record', () => {
  it('a card discarded from the hand is named to everyone; a card offered in trade only to its two players', () => {
    const k = new ScenarioKit(fixtures().cards);
    const card = k.hand(0, 'Dagger of Westernesse');
    const pending = wordsBefore(k.s, 0, { type: 'discard', inst: card });
    // Before the action the card is in seat 0's hand: hidden from seat 1. After it, in the discard pile: public.
    k.s.stack = [{ kind: 'endTurn', stage: 'active' }];
    const events = k.act(0, { type: 'discard', inst: card });
    const words = wordsAfter(pending, k.s, events);
    expect(read(k.s, words, 1)[0]).toBe('Discard Dagger of Westernesse');
  });

  it('a card that stays in a hand is hidden from other seats and named to its holder', () => {
    const k = new ScenarioKit(fixtures().cards);
    const card = k.hand(0, 'Dagger of Westernesse');
    // Recorded as if nothing moved it: still in the hand before and after.
    const after = wordsAfter(wordsBefore(k.s, 0, { type: 'discard', inst: card }), k.s, []);
    expect(read(k.s, after, 1)[0]).toBe('Discard a hidden card');
    expect(read(k.s, after, 0)[0]).toBe('Discard Dagger of Westernesse');
  });
});
