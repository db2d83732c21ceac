/**
 * MP cards played right (phases/site.ts playMpCard, regions.ts deriveLocations, effects/resolve.ts), on the real card data:
 * - every MP card is playable where the one shared derivation (sleeves/locations.ts createPlaceIndex) puts it: the game and the
 *   sleeve pairing agree, and there is no "any non-Haven site" fallback (a card whose text names no place is refused, saying so);
 * - an MP card with a definition played from the MP hand runs its effects (Return of the King's +3 direct influence);
 * - a cost that taps the target does not make the card fizzle on its own `untapped` requirement (Dreams of Lore from the Play hand).
 */
import { describe, expect, it } from 'vitest';
import { directInfluence } from '../../src-shared/engine/cards/cardApi';
import { resolveEntry } from '../../src-shared/engine/effects/resolve';
import { defOf } from '../../src-shared/engine/effects/defs';
import { buildCatalog, deriveLocations } from '../../src-shared/engine/regions';
import type { Ctx } from '../../src-shared/engine/state';
import type { Alignment, Catalog, EngineCard, GameProfile } from '../../src-shared/engine/types';
import { createLocationIndex } from '../../src-shared/sleeves/locations';
import { ScenarioKit } from '../cards/kit/kit';
import { atSite } from '../cards/kit/combatSteps';
import { manualReasonOf } from '../cards/registry';
import { fuzzSetup } from '../fuzz/sets';
import { fixtures } from './engine-fixtures/fixtures';
import '../../src-shared/engine';

const PROFILES: [GameProfile, Alignment][] = [
  ['arda-revised', 'wizard'],
  ['arda-revised', 'ringwraith'],
  ['dark-arda', 'ringwraith'],
];

/** The profile's every-card set (the pool the property tests and the fuzzer play) and its catalog. */
function pool(profile: GameProfile, align: Alignment): { catalog: Catalog; mp: EngineCard[] } {
  const setup = fuzzSetup(profile, [{ seat: 0, name: 'a', kind: 'bot', alignment: align }, { seat: 1, name: 'b', kind: 'bot', alignment: align }], 'pool', 'mp-locations');
  const catalog = buildCatalog(setup);
  const mp = (setup.sets[align]?.set.decks.mp ?? []).map((e) => setup.cards[e.cardId] as EngineCard);
  return { catalog, mp };
}

function names(catalog: Catalog, ids: string[]): string[] {
  return ids.map((id) => catalog.cards[id]?.name ?? id).sort();
}

describe('where MP cards are played: one derivation for the game and the sleeves', () => {
  it('every MP card of each profile’s every-card set has a location, a definition that plays it without one, or a game-coverage reason saying why it is played by hand', () => {
    for (const [profile, align] of PROFILES) {
      const { catalog, mp } = pool(profile, align);
      expect(mp.length, profile).toBeGreaterThan(100);
      // A defined card whose text names no place is played from the MP hand as its definition says (effects/chain.ts placelessMpCard).
      const missing = mp.filter((c) => (catalog.mpLocations[align][c.id] ?? []).length === 0 && !manualReasonOf(c) && !defOf(c)?.play).map((c) => c.name);
      expect(missing, `${profile} ${align}`).toEqual([]);
      // Far more than the named-site, site-type, item-class and "Information" readings the engine had alone (37 Wizard and 23 Ringwraith cards had none).
      expect(mp.filter((c) => (catalog.mpLocations[align][c.id] ?? []).length === 0).length, profile).toBeLessThan(15);
    }
  });

  it('the game puts each Wizard MP card at the sites (of its map) that the sleeve pairing derives for it', () => {
    const { catalog, mp } = pool('arda-revised', 'wizard');
    const sleeves = createLocationIndex(fixtures().records);
    const all = fixtures().cards;
    for (const card of mp) {
      const game = new Set(names(catalog, catalog.mpLocations.wizard[card.id] ?? []).map((n) => n.toLowerCase()));
      const sleeved = new Set(sleeves.forCard(card.id).siteIds.map((id) => all[id]).filter((c) => c && catalog.siteByName.wizard[c.key]).map((c) => (c as EngineCard).name.toLowerCase()));
      expect([...game].sort(), card.name).toEqual([...sleeved].sort());
    }
  });

  it('reads sites, regions, site types and Information anywhere in the place sentence', () => {
    const w = pool('arda-revised', 'wizard').catalog;
    const r = pool('arda-revised', 'ringwraith').catalog;
    const at = (catalog: Catalog, align: Alignment, name: string) => {
      const card = Object.values(catalog.cards).find((c) => c.name === name && c.alignment === (align === 'wizard' ? 'Hero' : 'Minion'));
      if (!card) throw new Error(name);
      return deriveLocations(catalog, align, card).map((id) => catalog.cards[id] as EngineCard);
    };
    // Mistress Lobelia: "May only be played at Bag End or Bree."
    expect(at(w, 'wizard', 'Mistress Lobelia').map((c) => c.name).sort()).toEqual(['Bag End', 'Bree']);
    // Return of the King: "Only playable in Minas Tirith and only if Denethor II is not in play."
    expect(at(w, 'wizard', 'Return of the King').map((c) => c.name)).toEqual(['Minas Tirith']);
    // Roäc the Raven: "Playable at any site in Northern Rhovanion."
    const roac = at(w, 'wizard', 'Roäc the Raven');
    expect(roac.length).toBeGreaterThan(0);
    expect(roac.every((c) => c.region === 'Northern Rhovanion')).toBe(true);
    // Dreams of Lore: "Sage only during the site phase at an untapped site where Information is playable."
    const dreams = at(w, 'wizard', 'Dreams of Lore');
    expect(dreams.length).toBeGreaterThan(0);
    expect(dreams.every((c) => c.playable.includes('information'))).toBe(true);
    // Noble Steed: "Playable at any tapped or untapped non-Haven site in Rohan, Southern Rhovanion, Khand, Dorwinion, …"
    const steed = at(w, 'wizard', 'Noble Steed');
    expect(steed.map((c) => c.name)).toContain('Edoras');
    expect(steed.some((c) => c.siteType === 'H')).toBe(false);
    // Misty Mountain Wargs: "Playable at Ettenmoorsif the influence check is greater than 9" (the data glues the words).
    expect(at(r, 'ringwraith', 'Misty Mountain Wargs').map((c) => c.name)).toEqual(['Ettenmoors']);
    // To Satisfy the Questioner: "Playable during the site phase on an untapped character at a Free-hold [{F}]."
    const questioner = at(r, 'ringwraith', 'To Satisfy the Questioner');
    expect(questioner.length).toBeGreaterThan(0);
    expect(questioner.every((c) => c.siteType === 'F')).toBe(true);
  });
});

function kit(): ScenarioKit {
  return new ScenarioKit(fixtures().cards);
}

describe('playing MP cards from the MP hand', () => {
  it('a card whose text names no place is refused, naming the card and what it needs (no "any non-Haven site" fallback)', () => {
    // Mount Slain: "Playable during any player’s turn if a strike against one of your companies from a Ringwraith attack or Nazgûl creature fails."
    const k = kit();
    const { id, chars } = k.company(0, ['Aragorn II'], 'Moria');
    atSite(k, id);
    const card = k.mpHand(0, 'Mount Slain');
    expect(k.legal(0).some((a) => a.type === 'playMpCard' && a.inst === card)).toBe(false);
    const r = k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
    expect(r.code).toBe('NOT_HERE');
    expect(r.message).toMatch(/^Mount Slain has no location to be played at: its text names no site, site type, region, Haven or Information/);
    expect(r.message).toMatch(/a sleeve naming a site where it is playable gives it one/);
  });

  it('a card is offered only where its text puts it (Roäc the Raven: "Playable at any site in Northern Rhovanion")', () => {
    const k = kit();
    const { id, chars } = k.company(0, ['Aragorn II'], 'Bree');
    atSite(k, id);
    const card = k.mpHand(0, 'Roäc the Raven');
    expect(k.legal(0).some((a) => a.type === 'playMpCard' && a.inst === card)).toBe(false);
    expect(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number }).message).toBe('Roäc the Raven is not playable at Bree');
  });

  it('Return of the King played from the MP hand runs its effects: "Aragorn II’s direct influence is modified by +3. Keep this card with Aragorn II"', () => {
    const k = kit();
    const { id, chars } = k.company(0, ['Aragorn II'], 'Minas Tirith');
    const aragorn = chars[0] as number;
    atSite(k, id);
    const card = k.mpHand(0, 'Return of the King');
    const before = directInfluence(k.s, aragorn);
    k.act(0, { type: 'playMpCard', inst: card, character: aragorn });
    expect(k.where(card)).toBe('character');
    expect(k.s.chars[aragorn]?.hazards).toContain(card);
    expect(directInfluence(k.s, aragorn)).toBe(before + 3);
    // The card asks no one to tap to play it: its definition has no tap cost.
    expect(k.s.status[aragorn]).toBeUndefined();
  });
});

describe('costs and requirements at resolution', () => {
  it('Dreams of Lore from the Play hand resolves: "Tap the sage" taps him as it is declared, and his "untapped" requirement is not checked again after it', () => {
    // coe-rules 9.2.1: "If any active conditions are no longer valid and legal at resolution (e.g. a card that was tapped as part of
    // an active condition is no longer in play and tapped upon resolution), any unresolved effects of the taken action are negated".
    const k = kit();
    const { id, chars } = k.company(0, ['Bilbo'], 'Weathertop');
    const bilbo = chars[0] as number;
    atSite(k, id);
    const card = k.hand(0, 'Dreams of Lore');
    const events = k.play(0, card, bilbo);
    expect(events.some((e) => e.type === 'fizzle')).toBe(false);
    expect(k.s.status[bilbo]).toBe('tapped');
    expect(k.s.chars[bilbo]?.hazards).toContain(card);
    expect(k.companyById(id).siteTapped).toBe(true);
  });

  it('resolving, the cost-tapped target reads as before the cost, and must still be tapped (else the card fizzles, its cost stays paid)', () => {
    for (const status of ['tapped', 'untapped'] as const) {
      const k = kit();
      const { id, chars } = k.company(0, ['Bilbo'], 'Weathertop');
      const bilbo = chars[0] as number;
      atSite(k, id);
      const card = k.hand(0, 'Dreams of Lore');
      k.s.players[0]?.hand.splice(k.s.players[0].hand.indexOf(card), 1);
      k.setStatus(bilbo, status);
      const ctx: Ctx = { events: [] };
      resolveEntry(k.s, { seat: 0, inst: card, card: k.s.cardOf[card] as string, target: bilbo, window: 'site' }, [], ctx);
      expect(ctx.events.some((e) => e.type === 'fizzle'), status).toBe(status === 'untapped');
      expect(k.s.chars[bilbo]?.hazards.includes(card), status).toBe(status === 'tapped');
    }
  });
});
