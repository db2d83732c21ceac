/**
 * "Discard when any play deck is exhausted" (state.ts drawFrom, `GameState.discardOnExhaust`): the card goes whether it lies in a
 * play area or on a character (Something Else at Work, Power Relinquished to Artifice: "Playable on a character … Discard when
 * any play deck is exhausted").
 */
import { describe, expect, it } from 'vitest';
import { drawCards } from '../../src-shared/engine/state';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

describe('cards discarded when a play deck is exhausted', () => {
  it('a card on a character and a card in a play area are both discarded as the play deck is reshuffled', () => {
    const k = new ScenarioKit(fixtures().cards);
    const aragorn = k.company(0, ['Aragorn II'], 'Rivendell').chars[0] as number;
    const onHim = k.attach(aragorn, 'Something Else at Work');
    const inArea = k.inPlay(1, 'Stench of Mordor');
    k.s.discardOnExhaust = [onHim, inArea];
    const zones = k.s.sets.wizard!;
    zones.decks.play.splice(0);
    zones.discards.play.push(k.spawn('Wolves', 0));
    drawCards(k.s, 0, 1, { events: [] });
    expect(k.where(onHim)).toBe('discard');
    expect(k.s.chars[aragorn]?.hazards).not.toContain(onHim);
    expect(k.where(inArea)).toBe('discard');
    expect(k.s.discardOnExhaust).toEqual([]);
  });
});
