/**
 * The windows of body checks and corruption checks (coe-rules §3.I.1, §3.iv, §7): a check waits for its own chain when
 * some seat could play a card in it, and is made at once, exactly as before, when nobody could.
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
// After the kit (which loads the engine in its order): these modules are part of an import cycle.
import { windowsNow } from '../../src-shared/engine/effects/query';
import { settle } from '../../src-shared/engine/phases/flow';
import type { GameEvent } from '../../src-shared/engine/types';
import type { RollEvent } from '../../src-shared/engine/events';
import { removeCharacter } from '../../src-shared/engine/corruption';
import { fixtures, invariantProblems } from './engine-fixtures/fixtures';

const kit = () => new ScenarioKit(fixtures().cards);
const rolls = (events: GameEvent[], purpose: string) => events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose);
const modValues = (e: GameEvent | undefined) => ((e as { mods?: { value: number }[] } | undefined)?.mods ?? []).map((m) => m.value);
const topWindow = (k: ScenarioKit) => {
  const top = k.top();
  return top?.kind === 'chain' ? top.window : top?.kind;
};

/** Aragorn II (with Frodo, a diplomat) faces Barrow-wight's one strike, and is wounded by it; his body check survives. */
function woundedByBarrowWight(k: ScenarioKit, withCard: boolean) {
  const { id, chars } = k.company(0, ['Frodo', 'Aragorn II'], 'Rivendell');
  const [frodo, aragorn] = chars as [number, number];
  const card = withCard ? k.hand(0, 'Old Friendship') : null;
  k.creatureAttack(id, 'Barrow-wight');
  k.passAll();
  k.act(0, { type: 'assignStrike', target: aragorn });
  k.passAll();
  // Strike: 2 + 6 prowess against 12, wounded; body check 2: he survives.
  k.rig([1, 1, 1, 1]);
  const strike = k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
  return { frodo, aragorn, card, strike };
}

describe('corruption checks made after an attack wait for the corruption-check window', () => {
  // Barrow-wight: "After the attack, each character wounded by Barrow-wight makes a corruption check modified by -2."
  it('with nothing to play, the check is made at once as the attack ends (no window)', () => {
    const k = kit();
    const { aragorn, strike } = woundedByBarrowWight(k, false);
    expect(rolls(strike, 'corruption')).toHaveLength(1);
    expect(rolls(strike, 'corruption')[0]).toMatchObject({ inst: aragorn });
    expect(k.s.stack.some((x) => x.kind === 'chain')).toBe(false);
    expect(k.s.checkQueue).toBeUndefined();
  });

  // coe-rules §7: a corruption check may be modified by cards played as it is made ("+4 to a corruption check").
  it('holding Old Friendship, the check waits; played in the window it gives +4 to that check', () => {
    const k = kit();
    const { aragorn, card, strike } = woundedByBarrowWight(k, true);
    expect(rolls(strike, 'corruption')).toHaveLength(0);
    expect(topWindow(k)).toBe('corruptionCheck');
    expect(k.canPlay(0, card as number, aragorn)).toBe(true);
    k.rig([3, 3]);
    const events = k.play(0, card as number, aragorn);
    const check = rolls(events, 'corruption')[0];
    expect(check).toMatchObject({ inst: aragorn });
    const mods = modValues(check);
    expect(mods).toContain(-2);
    expect(mods).toContain(4);
    expect(k.s.checkQueue).toBeUndefined();
  });

  it('passing the window makes the same check without the card', () => {
    const k = kit();
    const { aragorn } = woundedByBarrowWight(k, true);
    k.rig([3, 3]);
    k.passAll();
    const check = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
    expect(check).toMatchObject({ inst: aragorn });
    expect(modValues(check)).not.toContain(4);
  });
});

describe('the Council: each character\'s check in its own window, then the game ends', () => {
  function councilWith(card: boolean) {
    const k = kit();
    const { chars } = k.company(0, ['Frodo', 'Aragorn II', 'Legolas'], 'Rivendell');
    const inst = card ? k.hand(0, 'Old Friendship') : null;
    k.s.council = { calledBy: 0, remaining: [] };
    k.s.stack = [{ kind: 'endTurn', stage: 'done' }];
    const ctx = { events: [] as GameEvent[] };
    settle(k.s, ctx);
    return { k, chars, inst, events: ctx.events };
  }

  it('without a card for the window, all checks are made and the game ends at once', () => {
    const { k, chars, events } = councilWith(false);
    expect(rolls(events, 'corruption')).toHaveLength(chars.length);
    expect(k.s.result?.reason).toBe('council');
  });

  it('with Old Friendship in hand, the checks wait in turn; one gets +4; the game ends after the last', () => {
    const { k, chars, inst, events } = councilWith(true);
    expect(rolls(events, 'corruption')).toHaveLength(0);
    expect(topWindow(k)).toBe('corruptionCheck');
    expect(k.s.result).toBeNull();
    const first = k.top()?.kind === 'chain' ? (k.top() as { pending?: { inst: number } }).pending?.inst : undefined;
    expect(chars).toContain(first);
    const seen: GameEvent[] = [...k.play(0, inst as number, first as number)];
    for (let guard = 0; guard < 10 && !k.s.result; guard++) {
      k.passAll();
      seen.push(...k.events);
    }
    const checks = rolls(seen, 'corruption');
    expect(checks).toHaveLength(chars.length);
    expect(checks.filter((c) => modValues(c).includes(4))).toHaveLength(1);
    expect(k.s.result?.reason).toBe('council');
    expect(k.s.council?.checked).toBe(true);
  });
});

/** Faramir (with Miruvor) faces Giant's strike and is wounded by it (dice 1, 1); his body check waits for its window. */
function faramirWoundedByGiant(k: ScenarioKit, body: [number, number]) {
  const { id, chars } = k.company(0, ['Faramir'], 'Rivendell');
  const faramir = chars[0] as number;
  const miruvor = k.item(faramir, 'Miruvor');
  k.creatureAttack(id, 'Giant');
  k.passAll();
  k.act(0, { type: 'assignStrike', target: faramir });
  k.passAll();
  k.rig([1, 1, ...body]);
  const strike = k.act(0, { type: 'resolveStrike', target: faramir, stayUntapped: false });
  return { faramir, miruvor, strike };
}

describe('the body-check window (coe-rules §3.I.1)', () => {
  // "The declaration of a body check initiates a chain of effects during which actions can only be declared if they
  // would directly affect the body check".
  it('nobody holding a card for it: the body check is rolled with the strike, no window', () => {
    const k = kit();
    const { strike } = woundedByBarrowWight(k, false);
    expect(rolls(strike, 'bodyCheck')).toHaveLength(1);
  });

  it('with Miruvor in the company, the wounded character\'s body check waits; only body-check actions may be declared', () => {
    const k = kit();
    const { faramir, miruvor, strike } = faramirWoundedByGiant(k, [5, 5]);
    expect(rolls(strike, 'bodyCheck')).toHaveLength(0);
    expect(k.s.status[faramir]).toBe('wounded');
    expect(topWindow(k)).toBe('bodyCheck');
    expect(k.canUse(0, miruvor, 0, null)).toBe(true);
    // In combat's resolve stage a chain otherwise also admits strike cards (and hazards in the movement/hazard phase).
    expect(windowsNow(k.s, 0)).toEqual(['response', 'bodyCheck']);
    k.use(0, miruvor, 0, null);
    const check = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck');
    expect(check).toMatchObject({ inst: faramir, total: 10, body: 10, result: 'survives' });
    expect(k.s.stack.some((x) => x.kind === 'combat')).toBe(false);
  });

  // Simultaneous turns: another lane's attack on the same company can kill the character while his body check waits
  // (seen in a seeded 8-seat Dark Arda bot game: he ended in the killer's MP pile and in the discard pile).
  it('a character taken out of play while his body check waits makes no check; his strike is void and the attack ends', () => {
    const k = kit();
    const { faramir } = faramirWoundedByGiant(k, [6, 6]);
    expect(topWindow(k)).toBe('bodyCheck');
    removeCharacter(k.s, faramir, 'killed', { events: [] }, 1);
    k.passAll();
    expect(rolls(k.events, 'bodyCheck')).toHaveLength(0);
    expect(k.events).toContainEqual({ type: 'strikeVoid', target: faramir, label: 'Giant' });
    expect(k.s.stack.some((x) => x.kind === 'combat')).toBe(false);
    expect(k.s.players[1]?.mpPile).toEqual([faramir]);
    expect(invariantProblems(k.s)).toEqual([]);
  });
});
