/** Figures, general influence and scores read from views agree with the engine, and never throw on hidden cards. */
import { describe, expect, it } from 'vitest';
import { actors, applyInPlace, createGame, viewFor, type GameView } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { corruptionPoints } from '../../src-shared/engine/corruption';
import { actor } from '../../src-shared/engine/phases/flow';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { bodyOf, directInfluence, prowessOf, usedGeneralInfluence } from '../../src-shared/engine/state';
import type { Alignment, GameState } from '../../src-shared/engine/types';
import { characterFigures, influenceUsed, scores } from '../../src-shared/play/figures';
import { darkSetup } from './engine-fixtures/darkArdaFixtures';
import { setupFor } from './engine-fixtures/fixtures';

/** The full state seen as a view: what the service may hand the model for a finished game or a replay. */
function fullView(s: GameState): GameView {
  return { ...s, rng: null, viewer: -1 };
}

function check(s: GameState): void {
  for (const p of s.players) {
    expect(scores(fullView(s))[p.seat]).toEqual(scoreSheet(s, p.seat));
    // Dark Arda: "25 general influence … Five of that general influence can never be used to control any characters".
    expect(influenceUsed(fullView(s), p.seat)).toEqual({ used: usedGeneralInfluence(s, p.seat), of: 20, reserved: s.profile === 'dark-arda' ? 5 : 0 });
  }
  for (const key of Object.keys(s.chars)) {
    const inst = Number(key);
    const f = characterFigures(fullView(s), inst);
    expect(f).toEqual({
      prowess: prowessOf(s, inst),
      body: bodyOf(s, inst),
      mind: s.catalog.cards[s.cardOf[inst] as string]?.mind ?? null,
      di: directInfluence(s, inst),
      corruption: corruptionPoints(s, inst),
      status: s.status[inst] ?? 'untapped',
    });
  }
  for (const p of s.players) {
    const v = viewFor(s, p.seat);
    // Views keep play areas, MP piles and companies: the same scores and figures.
    expect(scores(v).map((x) => x.total)).toEqual(s.players.map((q) => scoreSheet(s, q.seat).total));
    for (const key of Object.keys(s.chars)) expect(characterFigures(v, Number(key))).toEqual(characterFigures(fullView(s), Number(key)));
    // Hidden instances (other hands, decks) give empty figures rather than throwing.
    for (const other of s.players) if (other.seat !== p.seat) for (const inst of other.hand) expect(() => characterFigures(v, inst)).not.toThrow();
  }
}

describe('figures and scores', () => {
  it.each([
    [['wizard', 'ringwraith'], 'fig-1'],
    [['wizard', 'wizard', 'ringwraith'], 'fig-2'],
    [['ringwraith', 'wizard', 'ringwraith', 'wizard'], 'fig-3'],
  ] as [Alignment[], string][])('agree with the engine at every 25th step and at the end (%j)', (alignments, seed) => {
    const s = createGame(setupFor(alignments, seed));
    for (let n = 0; !s.result && n < 4000; n++) {
      const seat = actor(s);
      const a = chooseAction(s, seat);
      if (!a) throw new Error('no action');
      applyInPlace(s, seat, a);
      if (n % 25 === 0) check(s);
    }
    expect(s.result).not.toBeNull();
    check(s);
    expect(scores(fullView(s)).map((x) => x.total)).toEqual(s.players.map((p) => s.result?.scores[p.seat]?.total));
  });

  it('a Dark Arda game: the same figures, and the 5 general influence that never control characters shown apart', () => {
    const s = createGame(darkSetup(3, 'fig-dark'));
    for (let n = 0; !s.result && n < 600; n++) {
      const seat = actors(s)[0] as number;
      const a = chooseAction(s, seat);
      if (!a) throw new Error('no action');
      applyInPlace(s, seat, a);
      if (n % 25 === 0) check(s);
    }
    expect(influenceUsed(fullView(s), 0).reserved).toBe(5);
  });

  it('a view whose MP pile and company hold hidden instances still scores and figures without throwing', () => {
    const s = createGame(setupFor(['wizard', 'ringwraith'], 'fig-hidden'));
    for (let n = 0; n < 400 && !s.result; n++) applyInPlace(s, actor(s), chooseAction(s, actor(s)) as never);
    const v = viewFor(s, 0);
    const char = Number(Object.keys(v.chars)[0]);
    const hidden = v.players[1]?.hand[0] ?? -1;
    expect(hidden).toBe(-1);
    const hiddenInst = s.players[1]?.hand[0] as number;
    // Worst case: hidden instances where the view normally shows cards.
    const broken: GameView = JSON.parse(JSON.stringify(v)) as GameView;
    broken.catalog = v.catalog;
    broken.players[0]?.mpPile.push(hiddenInst);
    broken.chars[String(char)]?.items.push(hiddenInst);
    expect(() => scores(broken)).not.toThrow();
    expect(() => characterFigures(broken, char)).not.toThrow();
    expect(() => influenceUsed(broken, 0)).not.toThrow();
    expect(characterFigures(broken, hiddenInst)).toMatchObject({ prowess: 0, body: 0, mind: null });
  });
});
