/**
 * Nothing scores or acts unchecked (issue 22): a card without a definition (its text not carried out by the engine) is never
 * played by a computer player; a human plays it by hand — nothing of its text happens by itself, the Play screen offers the
 * adjustments its text names, and the marshalling points of cards played or moved by hand are reported apart (mpByHand).
 */
import { describe, expect, it } from 'vitest';
import { actors, applyInPlace, createGame, legalActions, viewFor } from '../../src-shared/engine';
import { chooseBotAction } from '../../src-shared/engine/bots/planner';
import { mpByHand, playsByHand } from '../../src-shared/engine/byHand';
import { defOf } from '../../src-shared/engine/effects/defs';
import { playBotGame } from '../../src-shared/engine/simulate';
import { scoreSheet } from '../../src-shared/engine/scoring';
import type { Action, EngineCard } from '../../src-shared/engine/types';
import { byHandCard, drawsInText, playedByHand } from '../../src-shared/play/byHand';
import { englishEnv } from '../../src-shared/play/describe';
import { renderMsg } from '../../src-shared/play/msg';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures, setupFor } from './engine-fixtures/fixtures';
import { darkSetup } from './engine-fixtures/darkArdaFixtures';

/** A hero resource permanent-event worth marshalling points that has no definition (its text is settled by hand). */
function undefinedMpEvent(): EngineCard {
  const card = Object.values(fixtures().cards).find((c) => c.type === 'Resource' && c.eventKind === 'permanent' && c.mp > 0 && c.alignment === 'Hero' && !c.unique && !defOf(c));
  if (!card) throw new Error('no undefined hero permanent-event with MP in the card data');
  return card;
}

describe('computer players never play a card by hand', () => {
  it('over bot games of every profile no applied action plays a card without a definition, and no MP comes by hand', () => {
    const setups = [setupFor(['wizard', 'ringwraith'], 'by-hand-1'), setupFor(['wizard', 'wizard', 'ringwraith'], 'by-hand-2'), darkSetup(3, 'by-hand-dark')];
    let offered = 0;
    for (const setup of setups) {
      const s = createGame(setup);
      for (let k = 0; k < 3000 && !s.result; k++) {
        const deciders = actors(s);
        const seat = deciders[k % deciders.length] as number;
        offered += legalActions(s, seat).filter((a) => playsByHand(s, a)).length;
        const action = chooseBotAction(s, seat, k % 2 ? 'planner' : 'simple') as Action;
        expect(playsByHand(s, action), JSON.stringify(action)).toBe(false);
        const r = applyInPlace(s, seat, action);
        if (!r.ok) throw new Error(r.rejection.message);
      }
      for (const p of s.players) expect(mpByHand(s, p.seat)).toBe(0);
      expect(s.byHand ?? []).toEqual([]);
    }
    // The tables did hold cards to play by hand: the bots passed them by.
    expect(offered).toBeGreaterThan(0);
  });

  it('the simulator reports mpByHand, 0 for every seat of a bot game', () => {
    const r = playBotGame(setupFor(['wizard', 'ringwraith'], 'by-hand-sim'));
    expect(r.mpByHand).toEqual([0, 0]);
  });
});

describe('a human plays a card by hand', () => {
  it('the card is placed as its type says and marked; its MP counts only once he moves it to his MP pile, and is reported as by hand', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.company(0, ['Aragorn II'], 'Rivendell');
    const card = undefinedMpEvent();
    const inst = k.hand(0, card.name);
    const before = scoreSheet(k.s, 0).total;
    expect(playsByHand(k.s, { type: 'playResourceEvent', inst })).toBe(true);
    const events = k.act(0, { type: 'playResourceEvent', inst });
    expect(k.s.byHand).toEqual([inst]);
    expect(k.where(inst)).toBe('playArea');
    // In the play area it scores nothing by itself: its printed conditions are unchecked.
    expect(mpByHand(k.s, 0)).toBe(0);
    expect(scoreSheet(k.s, 0).total).toBe(before);
    // The Play screen finds the card and offers the adjustment its text names: into the MP pile.
    const view = viewFor(k.s, 0);
    expect(playedByHand(view, 0, events)).toBe(inst);
    const offer = byHandCard(view, 0, inst);
    expect(offer?.card.name).toBe(card.name);
    const toMp = offer?.suggestions.find((x) => x.op.kind === 'move');
    expect(toMp?.op).toEqual({ kind: 'move', inst, to: 'mpPile' });
    expect(renderMsg(englishEnv({ view }), toMp?.label ?? { k: '' })).toBe(`Put ${card.name} in your MP pile (+${card.mp} MP)`);
    k.act(0, { type: 'manual', op: toMp?.op as NonNullable<typeof toMp>['op'] });
    expect(k.where(inst)).toBe('mpPile');
    expect(mpByHand(k.s, 0)).toBe(card.mp);
    expect(scoreSheet(k.s, 0).total).toBe(before + card.mp);
  });

  it('reads the draws a text names', () => {
    expect(drawsInText('Each player draws two cards.')).toBe(2);
    expect(drawsInText('You may draw 3 cards')).toBe(3);
    expect(drawsInText('Draw a card.')).toBe(1);
    expect(drawsInText('Tap a sage.')).toBeNull();
  });
});
