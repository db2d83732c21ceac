/**
 * Storing an item at a site its card names (storing.ts, phases/organization.ts storeItem, scoring.ts). Arda Revised (Organization phase): "Store
 * items or other designated resources from your companies at a Haven site or at sites specified on the item cards"; "Some items and resource
 * cards state that they can be stored when at a specific site (e.g., the Book of Mazarbul can be stored at a Dwarfhold). Such an item or resource
 * card is still placed in the marshalling point pile and cannot be brought back into play."
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { minionKit } from '../cards/kit/templates';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { fixtures } from './engine-fixtures/fixtures';

const offered = (k: ScenarioKit, item: number) => k.legal(0).some((a) => a.type === 'storeItem' && a.item === item);

describe('storing at a site the item names', () => {
  it('Red Book of Westmarch (minion), "May be stored at Barad-dûr for 5 marshalling points": stored at Barad-dûr for 5, at Minas Morgul (a Darkhaven) for its printed 2, not at Dol Amroth', () => {
    const k = minionKit(new ScenarioKit(fixtures().cards));
    k.phase('organization');
    const [atBarad, atHaven, elsewhere] = ['Barad-dûr', 'Minas Morgul', 'Dol Amroth'].map((site) => k.item(k.company(0, ['Orc Veteran'], site).chars[0] as number, 'Red Book of Westmarch')) as [number, number, number];
    expect(offered(k, atBarad) && offered(k, atHaven)).toBe(true);
    expect(offered(k, elsewhere)).toBe(false);
    expect(k.refused(0, { type: 'storeItem', item: elsewhere }).code).toBe('NOT_HAVEN');
    for (const ch of Object.values(k.s.chars)) ch.items = ch.items.filter((i) => i !== elsewhere);
    expect(scoreSheet(k.s, 0).item).toBe(2 + 2);
    k.rig([6, 6]);
    k.act(0, { type: 'storeItem', item: atBarad });
    expect(k.s.players[0]?.mpPile).toContain(atBarad);
    expect(scoreSheet(k.s, 0).item).toBe(5 + 2);
    k.rig([6, 6]);
    k.act(0, { type: 'storeItem', item: atHaven });
    expect(k.s.players[0]?.mpPile).toContain(atHaven);
    expect(scoreSheet(k.s, 0).item).toBe(5 + 2);
  });

  it('Earth of Galadriel’s Orchard, "2 marshalling points if stored at Bag End" (printed 0): not stored at Rivendell, stored at Bag End for 2', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.phase('organization');
    const [atHaven, atBagEnd] = ['Rivendell', 'Bag End'].map((site) => k.item(k.company(0, ['Bilbo'], site).chars[0] as number, 'Earth of Galadriel’s Orchard')) as [number, number];
    expect(offered(k, atHaven)).toBe(false);
    k.rig([6, 6]);
    k.act(0, { type: 'storeItem', item: atBagEnd });
    expect(scoreSheet(k.s, 0).item).toBe(2);
  });
});
