/**
 * Creature keying from the card text (facts.ts): "may also be played at … in these regions",
 * "at any site in …", region lists with accented names, sentences after an "If …" sentence;
 * and characters' "-N to all corruption checks".
 */
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src-shared/engine/facts';
import { isKeyed } from '../../src-shared/engine/phases/movementHazard';
import { ScenarioKit } from '../cards/kit/kit';
import type { EngineCard, GameState, SiteTypeCode } from '../../src-shared/engine/types';
import { fixtures } from './engine-fixtures/fixtures';

function card(name: string): EngineCard {
  const c = Object.values(fixtures().cards).find((x) => x.key === nameKey(name));
  if (!c) throw new Error(`no ${name}`);
  return c;
}

/** Whether the creature is keyed to a company standing (not moving) at a hero site of this type in this region. */
function keyedAt(creature: string, region: string, type: SiteTypeCode | null): boolean {
  const k = new ScenarioKit(fixtures().cards);
  const cat = k.s.catalog;
  const site = cat.sites.wizard.map((id) => cat.cards[id] as EngineCard).find((x) => x.regionKey === nameKey(region) && (type === null || x.siteType === type));
  if (!site) throw new Error(`no ${type ?? ''} site in ${region}`);
  const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
  const co = k.companyById(id);
  co.site = site.id;
  return isKeyed(k.s, co, card(creature));
}

describe('creature keying from the text', () => {
  it('Corsairs of Umbar: "at Ruins & Lairs [{R}] and Shadow-holds [{S}] in these regions" and "at any site in Elven Shores"', () => {
    expect(keyedAt('Corsairs of Umbar', 'Andrast', 'R')).toBe(true);
    expect(keyedAt('Corsairs of Umbar', 'Elven Shores', 'R')).toBe(true);
    expect(keyedAt('Corsairs of Umbar', 'Rohan', 'R')).toBe(false);
    expect(card('Corsairs of Umbar').keySites).toEqual([]);
    expect(card('Corsairs of Umbar').keySitesIn?.[1]?.regions).toContain('elven shores');
  });
  it('Pûkel-men: "at Ruins & Lairs [{R}] sites in the following regions"', () => {
    expect(keyedAt('Pûkel-men', 'Enedhwaith', 'R')).toBe(true);
    expect(keyedAt('Pûkel-men', 'Rohan', 'R')).toBe(true);
    expect(keyedAt('Pûkel-men', 'Rohan', 'F')).toBe(false);
    expect(keyedAt('Pûkel-men', 'Dunland', 'B')).toBe(false);
  });
  it('Horse-lords: "at non-Haven sites in these regions"', () => {
    expect(keyedAt('Horse-lords', 'Rohan', 'F')).toBe(true);
    expect(keyedAt('Horse-lords', 'Lamedon', 'B')).toBe(false);
  });
  it('Stout Men of Gondor and Horse-lords: Anórien is in the region list (an accented name is not "an …")', () => {
    expect(card('Stout Men of Gondor').keyRegions).toContain('anorien');
    expect(card('Horse-lords').keyRegions).toContain('anorien');
    expect(card('Horse-lords').keySites).toEqual([]);
    expect(card('Horse-lords').keySitesIn?.[0]?.nonHaven).toBe(true);
  });
  it('Giant Spiders: keying after an "If the body check …" sentence is read', () => {
    expect(card('Giant Spiders').keyRegions).toContain('heart of mirkwood');
    expect(keyedAt('Giant Spiders', 'Heart of Mirkwood', 'S')).toBe(true);
  });
  it('"If Doors of Night is in play, may also be played keyed to …" stays conditional (not keyed)', () => {
    expect(card('Sand-drake').keyRegions).toEqual(['khand', 'harondor']);
    expect(card('Rain-drake').keySitesIn).toBeUndefined();
  });
});

describe('corruption-check modifiers of characters', () => {
  it('"-1 to all corruption checks" (no "of his")', () => {
    expect(card('Dôgrib').corruptionCheckMod).toBe(-1);
    expect(card('Haldir').corruptionCheckMod).toBe(-1);
  });
});

describe('keying while Doors of Night is in play', () => {
  it('parses "If Doors of Night is (not) in play, may also be played keyed to …" and "Only two Wildernesses … are required"', () => {
    expect(card('Sand-drake').keyIf).toEqual([{ doorsOfNight: true, regionTypes: [], regions: ['ithilien', 'nurn', 'horse plains'] }]);
    expect(card('True Fire-drake').keyIf).toEqual([{ doorsOfNight: true, regionTypes: ['w', 'w'], regions: [] }]);
    expect(card('Ent in Search of the Entwives').keyIf).toEqual([{ doorsOfNight: false, regionTypes: ['s'], regions: [] }]);
  });
});

describe('keying barred against a company this turn (turn.keyingBarred)', () => {
  /** A company at Cameth Brin (Rhudaur, a Wilderness) moving to `dest` in Cardolan (a Wilderness). */
  function moving(dest: string, barred: NonNullable<GameState['turn']['keyingBarred']>[number]['regionTypes'], ifDestTypes?: SiteTypeCode[]) {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II'], 'Cameth Brin');
    const co = k.companyById(id);
    co.dest = { site: k.siteId(dest), regions: ['cardolan'] };
    const before = { giant: isKeyed(k.s, co, card('Giant')), landDrake: isKeyed(k.s, co, card('Land-drake')) };
    k.s.turn.keyingBarred = [{ companyId: id, regionTypes: barred, ...(ifDestTypes ? { ifDestTypes } : {}), label: 'test' }];
    return { before, after: { giant: isKeyed(k.s, co, card('Giant')), landDrake: isKeyed(k.s, co, card('Land-drake')) } };
  }
  it('a barred region type does not key a creature; its site keying still does (Hidden Ways)', () => {
    const { before, after } = moving('Barrow-downs', ['w']);
    expect(before).toEqual({ giant: true, landDrake: true });
    expect(after).toEqual({ giant: false, landDrake: true });
    expect(moving('Barrow-downs', ['s']).after.giant).toBe(true);
  });
  it("'all' bars every region keying, only when the new site is of `ifDestTypes` (Down Down to Goblin-town)", () => {
    expect(moving('Barrow-downs', 'all', ['R']).after).toEqual({ giant: false, landDrake: true });
    expect(moving('Old Forest', 'all', ['R']).after.giant).toBe(true);
  });
});

describe('attacks modified against a company for the rest of the turn (turn.attackMods)', () => {
  it('races [] reach every attack; `body` changes the body of an attack that has one (Bitter Cold)', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
    k.s.turn.attackMods = [{ companyId: id, races: [], strikes: 0, prowess: -1, body: -1, label: 'test' }];
    k.creatureAttack(id, 'Trolls from the Mountains');
    const combat = k.s.stack.find((x) => x.kind === 'combat');
    const trolls = card('Trolls from the Mountains');
    expect(combat?.kind === 'combat' && [combat.attack.strikes, combat.attack.prowess, combat.attack.body]).toEqual([trolls.strikes, (trolls.prowess ?? 0) - 1, (trolls.body ?? 0) - 1]);
  });
});

describe('automatic-attacks modified at a site for the rest of the turn (turn.autoAttackMods)', () => {
  it('`strikesTo` caps the strikes of that automatic-attack; two modifications of one automatic-attack both apply (Veils of Shadow with Choking Shadows)', () => {
    const k = new ScenarioKit(fixtures().cards, ['ringwraith', 'wizard']);
    const { id } = k.company(0, ['Mauhúr', 'Gorbag', 'Radbug', 'Shagrat'], 'Edhellond');
    const site = k.siteId('Edhellond');
    k.s.turn.autoAttackMods = [{ site, index: 0, prowess: 0, strikesTo: 1 }, { site, index: 1, prowess: 0, strikesTo: 1 }, { site, index: 0, prowess: 2 }];
    k.enterSite(id);
    const combat = k.s.stack.find((x) => x.kind === 'combat');
    const [elves, dunedain] = k.s.catalog.cards[site]?.autoAttacks ?? [];
    expect(combat?.kind === 'combat' && [combat.attack.strikes, combat.attack.prowess, combat.queue[0]?.strikes]).toEqual([1, (elves?.prowess ?? 0) + 2, 1]);
    expect([elves?.strikes, dunedain?.strikes]).toEqual([4, 3]);
  });
});
