/**
 * An item's figures by its bearer (effects/types.ts): `heldBy` (statics.ts heldByFigures, read by scoring.ts and corruption.ts
 * corruptionPoints) — Durin's Axe: "If held by a Dwarf, 4 marshalling points and 3 corruption points" — and an item's
 * `generalInfluence` with `bearerRaces` (state.ts generalInfluence) — Emerald of Doriath: "If bearer is a Wizard, your general
 * influence is increased by two". Arda Revised: marshalling points by category — "characters, items, factions, allies, kills and events".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { corruptionPoints } from '../../src-shared/engine/corruption';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { generalInfluence } from '../../src-shared/engine/state';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe("an item's figures by its bearer", () => {
  it('heldBy: the item is worth its own points and corruption only while its bearer is of the races named', () => {
    const k = new ScenarioKit(fixtures().cards);
    const [gimli, aragorn] = k.company(0, ['Gimli', 'Aragorn II'], 'Rivendell').chars as [number, number];
    const def = DEFS_BY_SLUG['horn-of-anor'] as CardDef;
    restore = swapCardDef(def, { ...def, static: [{ on: 'heldBy', races: ['Dwarf'], mp: 4, corruption: 3 }] });
    const horn = k.card('Horn of Anor');
    const before = scoreSheet(k.s, 0).total;
    k.item(aragorn, 'Horn of Anor');
    expect(scoreSheet(k.s, 0).total - before).toBe(horn.mp);
    expect(corruptionPoints(k.s, aragorn)).toBe(horn.corruption);
    const mp = scoreSheet(k.s, 0).total;
    k.item(gimli, 'Horn of Anor');
    expect(scoreSheet(k.s, 0).total - mp).toBe(4);
    expect(corruptionPoints(k.s, gimli)).toBe(3);
  });

  it('generalInfluence with bearerRaces: an item borne by a character of those races changes his player\'s general influence', () => {
    const k = new ScenarioKit(fixtures().cards);
    const [gandalf, aragorn] = k.company(0, ['Gandalf', 'Aragorn II'], 'Rivendell').chars as [number, number];
    const def = DEFS_BY_SLUG['horn-of-anor'] as CardDef;
    restore = swapCardDef(def, { ...def, static: [{ on: 'generalInfluence', delta: 2, bearerRaces: ['Wizard'] }] });
    const gi = generalInfluence(k.s, 0);
    k.item(aragorn, 'Horn of Anor');
    expect(generalInfluence(k.s, 0)).toBe(gi);
    k.item(gandalf, 'Horn of Anor');
    expect(generalInfluence(k.s, 0)).toBe(gi + 2);
  });
});
