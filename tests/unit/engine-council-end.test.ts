/**
 * The Free Council ends the game after its corruption checks, whatever led to it (issue 21: "arda: empty step stack"
 * at the Council). coe-rules 10.3.i, quoted by freeCouncil: "each player makes a corruption check for each of their
 * non-Ringwraith, non-Balrog characters"; Arda Revised: "This council is called when one player has amassed 12
 * marshalling points". A corruption check waits for its window when a seat holds a card for it (coe-rules §7), so the
 * Council's checks can be answered; the game must still end once the last check is made.
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { actor, actors, settle } from '../../src-shared/engine/phases/flow';
import type { GameEvent } from '../../src-shared/engine/types';
import { fixtures } from './engine-fixtures/fixtures';
import type { RollEvent } from '../../src-shared/engine/events';

const rolls = (events: GameEvent[]) => events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');

/** Seat 0's last turn before the Council, at its end-of-turn phase; seat 0 holds Old Friendship (a card for the corruption-check window). */
function lastTurnWithCheckCard() {
  const k = new ScenarioKit(fixtures().cards);
  const { chars } = k.company(0, ['Frodo', 'Aragorn II'], 'Rivendell');
  const gorbag = k.company(1, ['Gorbag'], 'Minas Morgul').chars[0] as number;
  const card = k.hand(0, 'Old Friendship');
  // Seat 1 called the Council and has had his final turn; seat 0's final turn (begun, so no longer `remaining`) is ending.
  k.s.council = { calledBy: 1, remaining: [] };
  k.s.stack = [{ kind: 'endTurn', stage: 'active' }];
  return { k, chars: [...chars, gorbag], card };
}

describe('the Council after the last final turn', () => {
  it('ending the turn with a card held for the corruption-check window opens the checks and then ends the game', () => {
    const { k, chars } = lastTurnWithCheckCard();
    k.act(0, { type: 'endPhase' });
    // The first hazard player's end-of-turn discard, then the turn ends: the Council begins.
    const ended = k.act(1, { type: 'endPhase' });
    expect(k.s.result).toBeNull();
    expect(k.top()).toMatchObject({ kind: 'chain', window: 'corruptionCheck' });
    expect(actors(k.s).length).toBe(1);
    const seen = [...ended];
    for (let guard = 0; guard < 20 && !k.s.result; guard++) {
      expect(actor(k.s), 'somebody decides until the game has a result').toBeGreaterThanOrEqual(0);
      seen.push(...k.act(actor(k.s), { type: 'passChain' }));
    }
    expect(rolls(seen).map((e) => e.inst).sort()).toEqual([...chars].sort());
    expect(k.s.result?.reason).toBe('council');
  });

  it('an active player out of the game (avatar eliminated mid-turn) still leads to the Council\'s end', () => {
    const { k } = lastTurnWithCheckCard();
    // A third seat, so that the game goes on when seat 0 is out; it holds a card for the corruption-check window.
    k.s.players.push({ ...k.s.players[1]!, seat: 2, name: 'P2', hand: [], mpHand: [], mpPile: [], eliminatedPile: [], avatar: [], playArea: [], pool: [] });
    k.s.order = [0, 1, 2];
    const legolas = k.company(2, ['Legolas'], 'Lórien').chars[0] as number;
    k.hand(2, 'Old Friendship');
    k.s.stack = [{ kind: 'organization' }];
    // Seat 0's avatar was eliminated in his own turn: he is out, his turn ends, and the Council begins.
    for (const co of k.s.companies.filter((c) => c.owner === 0)) for (const ch of co.chars) delete k.s.chars[ch];
    k.s.companies = k.s.companies.filter((c) => c.owner !== 0);
    k.s.players[0]!.out = true;
    const ctx = { events: [] as GameEvent[] };
    settle(k.s, ctx);
    const seen = [...ctx.events];
    for (let guard = 0; guard < 20 && !k.s.result; guard++) {
      expect(actor(k.s), 'somebody decides until the game has a result').toBeGreaterThanOrEqual(0);
      seen.push(...k.act(actor(k.s), { type: 'passChain' }));
    }
    expect(rolls(seen).map((e) => e.inst)).toContain(legolas);
    expect(k.s.result?.reason).toBe('council');
  });
});
