/** The Play screen's words for the Dark Arda setup: every decision, legal action and event described cleanly. */
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, legalActions, viewFor } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { actor } from '../../src-shared/engine/phases/flow';
import type { Action, GameEvent } from '../../src-shared/engine/types';
import { describeDecision, groupActions } from '../../src-shared/play/decision';
import { describeAction, describeEvent } from '../../src-shared/play/describe';
import { dealSampleSetup } from '../../src-shared/arda/sampleSetup';
import { darkSetup } from './engine-fixtures/darkArdaFixtures';

/** Card ids ("LE-72"), company ids ("c3"), and words that betray a missing value. */
const RAW = /\b(TW|TD|DM|LE|AS|WH|BA)-\d+\b|\bc\d+\b|undefined|NaN|\[object|\bnull\b|an unknown (card|site)/;

function clean(text: string | null | undefined, where: string): void {
  expect(text, where).toBeTruthy();
  expect(text, where).not.toMatch(RAW);
}

describe('Dark Arda setup in words', () => {
  it.each([2, 5, 9])('%i players: decisions, actions (declines included) and events', (n) => {
    const s = createGame(darkSetup(n, `words-${n}`));
    const events = new Set<string>();
    const actions = new Set<string>();
    let pending: GameEvent[] = [];
    while (s.turn.number === 0) {
      const seat = actor(s);
      const view = viewFor(s, seat);
      for (const e of pending) {
        events.add(e.type);
        const text = describeEvent({ view }, e);
        if (text !== null) clean(text, `event ${JSON.stringify(e)}`);
      }
      const decision = describeDecision(view);
      expect(decision?.seat).toBe(seat);
      clean(decision?.title, 'decision title');
      clean(decision?.detail, 'decision detail');
      const legal = legalActions(s, seat);
      for (const a of legal) {
        actions.add(`${a.type}${'inst' in a && a.inst === null ? ':none' : ''}`);
        clean(describeAction({ view }, seat, a), `action ${JSON.stringify(a)}`);
      }
      const placed = groupActions(view, seat, legal).flatMap((g) => g.choices.map((c) => c.action));
      expect(placed).toHaveLength(legal.length);
      // The first seat to draft items declines at once, so the decline is described too.
      const decline = legal.find((a) => a.type === 'draftStartingItem' && a.inst === null && seat === s.order[0]);
      const choice = (decline ?? chooseAction(s, seat)) as Action;
      const r = applyInPlace(s, seat, choice);
      if (!r.ok) throw new Error(r.rejection.message);
      pending = r.events;
    }
    for (const e of pending) clean(describeEvent({ view: viewFor(s, 0) }, e) ?? 'no words', `event ${e.type}`);
    for (const t of ['selectRingwraith', 'formDarkCompany', 'draftStartingItem', 'draftStartingItem:none']) expect(actions).toContain(t);
    if (n < 9) expect(actions).toContain('takeRingwraithFollower:none');
    for (const t of ['selectRingwraith', 'dealt', 'startingCompany', 'draftMinor']) expect(events).toContain(t);
  });

  it('the sample setup (set editor) deals a Dark Arda opening: Ringwraith and starting company per seat, hands dealt', () => {
    const sample = dealSampleSetup(darkSetup(5, 'sample'));
    expect(sample.seats).toHaveLength(5);
    for (const seat of sample.seats) {
      expect(seat.avatar).not.toBeNull();
      expect(seat.companies).toHaveLength(2);
      // The Ringwraith's company holds him and his followers: one Play-hand card fewer for each follower.
      expect(seat.companies[0]?.characters[0]?.cardId).toBe(seat.avatar);
      expect(seat.hand).toHaveLength(8 - ((seat.companies[0]?.characters.length ?? 1) - 1));
      expect(seat.mpHand).toHaveLength(5);
    }
  });
});
