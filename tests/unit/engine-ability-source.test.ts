/**
 * An ability resolves only from where its card was used (effects/abilities.ts placeOf, effects/resolve.ts resolveAbility):
 * coe-rules 9.2.1 "If any active conditions are no longer valid and legal at resolution (e.g. a card that was tapped as part
 * of an active condition is no longer in play and tapped upon resolution), any unresolved effects of the taken action are
 * negated but its active conditions remain performed." Issue 21, defect 1: a command card's "return this card to your hand",
 * answered by another command card on the same leader (which returns it first), put the card in the hand twice.
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { minionKit } from '../cards/kit/templates';
import type { GameEvent } from '../../src-shared/engine/types';
import { fixtures, invariantProblems } from './engine-fixtures/fixtures';

const kit = () => new ScenarioKit(fixtures().cards);
const fizzled = (events: GameEvent[], inst: number) => events.some((e) => e.type === 'fizzle' && e.inst === inst);

describe('an ability whose card has left the place it was used from fizzles (coe-rules 9.2.1)', () => {
  // I'll Report You / Smart and Secret: "Return all other command cards on target leader to your hand when this card is
  // played. … You may return this card to your hand during any organization phase."
  it("I'll Report You returned to the hand, answered by Smart and Secret on the same leader: the card is in the hand once", () => {
    const k = minionKit(kit());
    k.phase('organization');
    const gorbag = k.company(0, ['Gorbag', 'Jûoma'], 'Minas Morgul').chars[0] as number;
    const report = k.attach(gorbag, 'I’ll Report You', 0);
    const smart = k.hand(0, 'Smart and Secret');
    k.act(0, { type: 'useCard', inst: report, ability: 0, target: null });
    // The hazard player has nothing to answer with; the Ringwraith player responds with the other command card.
    expect(k.canPlay(0, smart, gorbag)).toBe(true);
    k.act(0, { type: 'playCard', inst: smart, target: gorbag });
    k.passAll();
    // Smart and Secret resolved first and returned I'll Report You to the hand; the "return this card" then has nothing to do.
    expect(fizzled(k.allEvents, report)).toBe(true);
    expect(k.s.players[0]?.hand.filter((i) => i === report)).toHaveLength(1);
    expect(k.s.chars[gorbag]?.hazards).toEqual([smart]);
    expect(invariantProblems(k.s)).toEqual([]);
  });

  it('left alone, the same ability still returns the card to the hand', () => {
    const k = minionKit(kit());
    k.phase('organization');
    const gorbag = k.company(0, ['Gorbag'], 'Minas Morgul').chars[0] as number;
    const report = k.attach(gorbag, 'I’ll Report You', 0);
    const events = k.use(0, report, 0);
    expect(fizzled(events, report)).toBe(false);
    expect(k.s.players[0]?.hand).toEqual([report]);
    expect(k.s.chars[gorbag]?.hazards).toEqual([]);
    expect(invariantProblems(k.s)).toEqual([]);
  });

  // Any ability, not only the command cards': Promptings of Wisdom ("tap the ranger: …"), its card taken off the ranger
  // before the ability resolves, does nothing; the ranger tapped as its cost stays tapped ("its active conditions remain performed").
  it('Promptings of Wisdom taken off its ranger before its ability resolves: no shelter, the ranger stays tapped', () => {
    const k = kit();
    k.phase('organization');
    const aragorn = k.company(0, ['Aragorn II'], 'Rivendell').chars[0] as number;
    const card = k.attach(aragorn, 'Promptings of Wisdom', 0);
    // A second ranger and a card for him in the hand keep the chain open for a response.
    const faramir = k.company(0, ['Faramir'], 'Rivendell').chars[0] as number;
    const another = k.hand(0, 'Promptings of Wisdom');
    k.act(0, { type: 'useCard', inst: card, ability: 0, target: null });
    expect(k.canPlay(0, another, faramir)).toBe(true);
    expect(k.s.status[aragorn]).toBe('tapped');
    // Another effect returns the card to its player's hand while the ability waits in the chain.
    const ch = k.s.chars[aragorn];
    if (ch) ch.hazards = [];
    k.s.players[0]?.hand.push(card);
    k.passAll();
    expect(fizzled(k.allEvents, card)).toBe(true);
    expect((k.s.turn as { sheltered?: unknown[] }).sheltered ?? []).toEqual([]);
    expect(k.s.status[aragorn]).toBe('tapped');
    expect(invariantProblems(k.s)).toEqual([]);
  });
});
