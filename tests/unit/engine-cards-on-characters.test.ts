/**
 * Resources kept with a character: their marshalling points while they lie there (a definition's `scoresWithBearer`,
 * scoring.ts) and their abilities in the corruption-check window (effects/chain.ts cardForWindowAround: the window opens for
 * an ability of a card on a character, as for an item's or an ally's).
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
// After the kit (which loads the engine in its order): these modules are part of an import cycle.
import { scoreSheet } from '../../src-shared/engine/scoring';
import { fixtures } from './engine-fixtures/fixtures';

const kit = () => new ScenarioKit(fixtures().cards);

describe('resources kept with a character', () => {
  it('score where they lie when their definition says so (When I Know Anything), not while awaiting storing (Dreams of Lore)', () => {
    const k = kit();
    const { chars } = k.company(0, ['Bilbo', 'Gimli'], 'Rivendell');
    const before = scoreSheet(k.s, 0).misc;
    k.attach(chars[1] as number, 'Dreams of Lore', 0);
    expect(scoreSheet(k.s, 0).misc).toBe(before);
    k.attach(chars[0] as number, 'When I Know Anything', 0);
    expect(scoreSheet(k.s, 0).misc).toBe(before + 1);
    expect(scoreSheet(k.s, 1).misc).toBe(0);
  });

  it("open the corruption-check window with an ability made for it; without one the check is rolled at once", () => {
    const k = kit();
    k.phase('organization');
    const { chars } = k.company(0, ['Bilbo', 'Aragorn II', 'Gimli'], 'Rivendell');
    const [bilbo, aragorn, gimli] = chars as [number, number, number];
    const first = k.item(aragorn, 'Habergeon of Silver');
    k.rig([6, 6]);
    k.act(0, { type: 'transferItem', item: first, to: gimli });
    expect(k.top()?.kind).toBe('organization');
    expect(k.events.some((e) => e.type === 'roll')).toBe(true);
    const card = k.attach(bilbo, 'When I Know Anything', 0);
    const second = k.item(aragorn, 'Habergeon of Silver');
    k.act(0, { type: 'transferItem', item: second, to: gimli });
    expect(k.top()?.kind).toBe('chain');
    expect(k.canUse(0, card, 0, aragorn)).toBe(true);
  });
});

describe('resource events played on a site (GameState.placedAt)', () => {
  it('name the site they were played on while they are in play', () => {
    const k = kit();
    k.phase('organization');
    const aragorn = k.company(0, ['Aragorn II'], 'Edoras').chars[0] as number;
    const card = k.hand(0, 'Houses of Healing');
    k.play(0, card, aragorn);
    expect(k.s.placedAt?.[card]).toBe(k.siteId('Edoras'));
    expect(k.where(card)).toBe('playArea');
  });
});

describe('resource events played on another card (GameState.playedOn)', () => {
  it('a card keeping a resource long-event (keepsLongEvent) leaves it in play through its long-event phase', () => {
    const k = kit();
    k.company(0, ['Aragorn II'], 'Rivendell');
    k.phase('organization');
    const tales = k.inPlay(0, 'Enduring Tales');
    const echo = k.hand(0, 'Echo of all Joy');
    k.play(0, echo, tales);
    expect(k.s.playedOn?.[echo]).toBe(tales);
    k.act(0, { type: 'endPhase' });
    expect(k.where(tales)).toBe('playArea');
    delete k.s.playedOn?.[echo];
    k.phase('organization');
    k.act(0, { type: 'endPhase' });
    expect(k.where(tales)).toBe('discard');
  });
});

describe('the mind a character counts for when controlled (state.ts controlMind)', () => {
  it('is his mind, as a card with him (controlMind) changes it, for general influence', () => {
    const k = new ScenarioKit(fixtures().cards, ['ringwraith', 'wizard']);
    const gorbag = k.company(0, ['Gorbag'], 'Moria').chars[0] as number;
    expect(k.usedGI(0)).toBe(6);
    k.attach(gorbag, 'Awaiting the Call', 0);
    expect(k.usedGI(0)).toBe(3);
  });
});
