/**
 * Cards in play that change what items are worth (effects/types.ts): `itemPoints` (scoring.ts: marshalling points of items with
 * characters and stored in marshalling point piles) and `itemCorruption` with an `items` test (corruption.ts corruptionPoints).
 * Rumor of the One: "+1 to the corruption points and the marshalling points for all ring items"; Arda Revised: marshalling points
 * by category — "characters, items, factions, allies, kills and events".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { corruptionPoints } from '../../src-shared/engine/corruption';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('items worth more while a card is in play', () => {
  it('itemPoints and itemCorruption (items): only the items that pass the test, on characters and stored, whoever holds the card', () => {
    const k = new ScenarioKit(fixtures().cards);
    const aragorn = k.company(0, ['Aragorn II'], 'Rivendell').chars[0] as number;
    k.item(aragorn, 'Dagger of Westernesse');
    k.item(aragorn, 'Horn of Anor');
    k.s.players[0]?.mpPile.push(k.spawn('Dagger of Westernesse', 0));
    const mp = scoreSheet(k.s, 0).item;
    const cp = corruptionPoints(k.s, aragorn);
    const def = DEFS_BY_SLUG['doors-of-night'] as CardDef;
    const dagger = (c: { name: string }) => c.name === 'Dagger of Westernesse';
    restore = swapCardDef(def, { ...def, static: [{ on: 'itemPoints', items: dagger, delta: 2 }, { on: 'itemCorruption', subtypes: [], delta: 1, items: dagger }] });
    k.inPlay(1, 'Doors of Night');
    expect(scoreSheet(k.s, 0).item).toBe(mp + 4);
    expect(corruptionPoints(k.s, aragorn)).toBe(cp + 1);
  });
});
