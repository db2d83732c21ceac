import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src-shared/cards/model';
import { parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { cardFacts } from '../../src-shared/arda/model';
import { getProfile, PROFILE_IDS } from '../../src-shared/arda/profiles';
import { createLocationIndex, NO_PLACE, isMpEligible, type LocationIndex, type LocationRule } from '../../src-shared/sleeves/locations';
import { foldText } from '../../src-shared/text/fold';
import { LOCATION_TABLE } from './sleeves-fixtures/locationTable';

const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
let cards: CardRecord[];
let byId: Map<string, CardRecord>;
let index: LocationIndex;
let mp: CardRecord[];

beforeAll(() => {
  cards = parseCardDatabase('cards.json', readFileSync(cardsFile, 'utf8')).cards;
  byId = new Map(cards.map((c) => [c.id, c]));
  index = createLocationIndex(cards);
  mp = cards.filter(isMpEligible);
});

/** The test's own name comparison: folded, no quotes or hyphens, no leading "the". */
const key = (s: string) =>
  foldText(s)
    .replace(/['"“”]/g, '')
    .replace(/[-\s]+/g, ' ')
    .replace(/^the /, '')
    .trim();
const ruleText = (r: LocationRule) => `${r.kind}:${r.detail}`;
const CLASS_WORD: Record<string, RegExp> = {
  major: /\bmajor\b/i,
  greater: /\bgreater\b/i,
  'gold ring': /\bgold ring\b/i,
  information: /\binformation\b/i,
};

/** Whether a site visibly satisfies what a rule states about names, types, regions and classes. */
function siteFitsRule(site: CardRecord, rule: LocationRule): boolean {
  const w = rule.where ?? {};
  if (w.names && !w.names.includes(key(site.names.en ?? ''))) return false;
  if (w.notNames?.includes(key(site.names.en ?? ''))) return false;
  if (w.siteTypes && !w.siteTypes.includes(site.siteType ?? '')) return false;
  if (w.notSiteTypes?.includes(site.siteType ?? '')) return false;
  if (w.regions && !w.regions.includes(key(site.region ?? ''))) return false;
  if (w.itemClass) {
    const word = CLASS_WORD[w.itemClass];
    if (!word || !word.test(site.sitePlayable ?? '')) return false;
  }
  if (w.alignments && !w.alignments.includes(site.alignment)) return false;
  return true;
}

describe('MP eligibility', () => {
  it('is what the Arda profiles put in the Marshalling Point deck, for every alignment', () => {
    for (const id of PROFILE_IDS) {
      const profile = getProfile(id);
      if (!profile) throw new Error(id);
      for (const card of cards) {
        if (profile.deckFor(cardFacts(card)) === 'mp') expect(isMpEligible(card), card.id).toBe(true);
      }
    }
    for (const card of mp) expect(card.type).toBe('Resource');
    expect(mp.every((c) => c.mpRaw !== null && c.subtype !== 'Minor Item')).toBe(true);
  });

  it('holds exactly the cards of the reviewed table', () => {
    expect(mp.map((c) => c.id).sort()).toEqual(Object.keys(LOCATION_TABLE).sort());
  });
});

describe('the reviewed location table', () => {
  it('matches the derivation card by card', () => {
    const mismatches: string[] = [];
    for (const card of mp) {
      const expected = LOCATION_TABLE[card.id];
      const got = index.forCard(card.id);
      if (!expected) continue;
      if ('none' in expected) {
        if (got.siteIds.length || !got.reason) mismatches.push(`${card.id}: expected no location (${expected.none}), got ${got.siteIds.length}`);
      } else {
        const rules = got.rules.map(ruleText);
        if (JSON.stringify(rules) !== JSON.stringify(expected.rules) || got.siteIds.length !== expected.sites) {
          mismatches.push(`${card.id}: expected ${JSON.stringify(expected.rules)} ×${expected.sites}, got ${JSON.stringify(rules)} ×${got.siteIds.length}`);
        }
        if (got.reason !== null) mismatches.push(`${card.id}: has sites but a reason`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the cards without a location few, and reports them', () => {
    const none = mp.filter((c) => index.forCard(c.id).siteIds.length === 0);
    console.info(
      `sleeves: ${mp.length} MP-eligible cards; ${none.length} without a location (${none.map((c) => `${c.id} ${c.names.en}: ${index.forCard(c.id).reason}`).join('; ')})`,
    );
    // The 19 whose text names no place (played on a card or at a moment: Mount Slain, Tribute Garnered…) have no "any site" fallback.
    for (const c of none) expect(index.forCard(c.id).reason, c.id).toBeTruthy();
    expect(none.length / mp.length).toBeLessThan(0.08);
  });

  it('gives only sites of the card’s side that fit one of its rules', () => {
    for (const card of mp) {
      const got = index.forCard(card.id);
      expect([...got.siteIds].sort(), card.id).toEqual(got.siteIds);
      for (const siteId of got.siteIds) {
        const site = byId.get(siteId);
        expect(site?.type, `${card.id} → ${siteId}`).toBe('Site');
        if (!site) continue;
        expect(got.sides, `${card.id} → ${siteId}`).toContain(site.alignment);
        if (card.alignment === 'Hero') expect(site.alignment).toBe('Hero');
        if (card.alignment === 'Minion') expect(['Minion', 'Balrog']).toContain(site.alignment);
        expect(got.rules.some((r) => siteFitsRule(site, r)), `${card.id} → ${siteId} ${site.names.en}`).toBe(true);
        expect(index.canHost(card.id, siteId)).toBe(true);
        expect(index.site(siteId)?.name).toBe(site.names.en);
      }
    }
  });
});

describe('spot checks against the card texts', () => {
  const names = (cardId: string) => index.forCard(cardId).siteIds.map((id) => `${byId.get(id)?.names.en} ${byId.get(id)?.alignment}`);

  it('allies and factions go to the sites they name, on their own side', () => {
    expect(names('TW-317')).toEqual(['Edoras Hero']); // Riders of Rohan
    expect(names('TW-246').sort()).toEqual(['Goblin-gate Hero', 'Moria Hero']); // Gollum
    expect(names('LE-154').sort()).toEqual(['Goblin-gate Minion', 'Moria Minion']); // Stinker
    expect(names('LE-295')).toEqual(['Woodmen-town Minion']); // "Woodmen Town"
    expect(names('LE-272')).toEqual(['Ettenmoors Minion']); // "Ettenmoorsif"
    expect(names('LE-270').every((n) => n.endsWith('Minion'))).toBe(true); // Ice-orcs
    expect(index.forCard('LE-270').siteIds.map((id) => byId.get(id)?.region).sort()).toEqual(expect.arrayContaining(['Forochel', 'Withered Heath']));
    expect(names('LE-152')).not.toContain('Dol Guldur Minion'); // Blackbole (except Dol Guldur)
  });

  it('a card that names a region gets no Under-deeps site filed under that region', () => {
    // Blackbole (LE-152): "Playable at any site in Western Mirkwood, Heart of Mirkwood, or
    // Southern Mirkwood (except Dol Guldur)". The Sulfur-deeps is filed under Southern
    // Mirkwood, but its text gives "Adjacent Sites: Dol Guldur (0), …": it is beneath it.
    expect(byId.get('AS-161')?.region).toBe('Southern Mirkwood');
    expect(names('LE-152')).not.toContain('The Sulfur-deeps Minion');
    expect(names('LE-152').length).toBeGreaterThan(0);
    // Noble Steed (WH-33): "Playable at any tapped or untapped non-Haven site in Rohan, …".
    // The Pûkel-deeps (filed under Rohan) lies below Dunharrow.
    expect(byId.get('DM-34')?.region).toBe('Rohan');
    expect(names('WH-33')).not.toContain('The Pûkel-deeps Hero');
    expect(names('WH-33')).toContain('Edoras Hero');
    // Under-deeps cards still find them: Roots of the Earth (BA-74), Ruins & Lairs (Under-deeps).
    expect(names('BA-74')).toContain('The Pûkel-deeps Minion');
    expect(names('LE-155').sort()).toEqual(['Buhr Widu Minion', 'Ettenmoors Minion']); // R with a Troll automatic-attack
  });

  it('items go by class and the sites’ starred limits', () => {
    const glamdring = index.forCard('TW-244').siteIds.map((id) => byId.get(id));
    expect(glamdring.every((s) => s?.alignment === 'Hero' && /major/.test(s.sitePlayable ?? ''))).toBe(true);
    expect(names('TW-244')).toContain('Moria Hero');
    // Greater items: the Palantír may go to Lossadan Cairn, the Mithril-coat not; Tolfalas only the Scroll.
    expect(names('TW-296')).toContain('Lossadan Cairn Hero');
    expect(names('TW-345')).not.toContain('Lossadan Cairn Hero');
    expect(names('TW-323')).toContain('Tolfalas Hero');
    expect(names('TW-345')).not.toContain('Tolfalas Hero');
    // Minion Bag End takes only hero greater items.
    expect(names('LE-325')).not.toContain('Bag End Minion');
    // Weapon/armor/shield/helmet-only majors: Black-mail Coat (armor) yes, Usriev (hoard) by hoard.
    expect(names('LE-301')).toContain('Raider-hold Minion');
    // Hoard items only where a hoard is.
    expect(names('TD-161').every((n) => !n.startsWith('Moria'))).toBe(true);
    // Gold rings narrowed by their text.
    expect(index.forCard('LE-303').siteIds.every((id) => byId.get(id)?.siteType === '{F}')).toBe(true);
    expect(index.forCard('TW-322').siteIds.some((id) => ['{S}', '{D}'].includes(byId.get(id)?.siteType ?? ''))).toBe(false);
  });

  it('information cards and special items follow their text', () => {
    expect(index.forCard('TW-210').siteIds.every((id) => /Information/.test(byId.get(id)?.sitePlayable ?? ''))).toBe(true); // Dreams of Lore
    expect(names('TW-221')).toEqual(['Lórien Hero']); // Earth of Galadriel's Orchard, not Bag End (storage)
    expect(names('TW-363').sort()).toEqual(['Edhellond Hero', 'Grey Havens Hero', 'Lórien Hero', 'Rivendell Hero']); // Wizard's Ring
    // Align Palantír: "Sage only. Playable on a Palantír with a sage in the company." names no place: no "any non-Haven site" fallback.
    expect(index.forCard('TW-190')).toMatchObject({ siteIds: [], rules: [], reason: NO_PLACE });
  });

  it('explains an unknown card', () => {
    const got = index.forCard('XX-1');
    expect(got.siteIds).toEqual([]);
    expect(got.reason).toMatch(/no card/);
    expect(index.canHost('XX-1', 'TW-394')).toBe(false);
    expect(index.site('TW-317')).toBeUndefined();
  });
});
