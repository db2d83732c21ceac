/**
 * Cards removed from the game (coe-rules glossary, "remove from the game": "An effect that removes a card from the game completely; cards
 * removed from the game no longer have any affect or interaction with the game"): Effect `removeFromGame` puts the resolving card in its
 * player's `removed` pile (effects/resolve.ts placeCard), a zone of its own (state.ts allZones), never a discard pile to be reshuffled.
 */
import { describe, expect, it } from 'vitest';
import { allZones } from '../../src-shared/engine/state';
import { ScenarioKit } from '../cards/kit/kit';
import { minionKit } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

describe('remove from the game', () => {
  it('a card whose effects say so leaves the game as it resolves: in one zone, the removed pile, not a discard pile', () => {
    const k = minionKit(new ScenarioKit(fixtures().cards));
    k.phase('organization');
    k.company(0, ['Ostisen'], 'Minas Morgul');
    k.deck(0, ['Orc-mounts', 'Steeds', 'Orc-draughts']);
    const card = k.hand(0, 'Dark Tryst');
    k.play(0, card);
    expect(k.s.players[0]?.removed).toEqual([card]);
    expect(allZones(k.s).filter((z) => z.cards.includes(card)).map((z) => z.name)).toEqual(['p0.removed']);
    expect(k.allEvents.some((e) => e.type === 'resolve' && e.inst === card && e.placed === 'removed')).toBe(true);
  });
});
