/**
 * Characters' `halvesBody` and `prowess … againstRaces` in company-vs-company combat (combat.ts bodyCheck, effects/statics.ts selfProwess).
 * Site specials read from a site's own definition (effects/types.ts): `revealedHere` (phases/movementHazard.ts startCompanyMH), `neverTaps`
 * (phases/site.ts playMpCard), and the card data's "(cannot be canceled)" automatic-attacks (facts.ts parseAutoAttacks → AutoAttack.uncancelable).
 */
import { describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { parseAutoAttacks } from '../../src-shared/engine/facts';
import { actor } from '../../src-shared/engine/api';
import { ScenarioKit } from '../cards/kit/kit';
import { minionKit, playing } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

function planted<T>(slug: string, more: CardDef['static'], run: () => T): T {
  const def = DEFS_BY_SLUG[slug] as CardDef;
  const restore = swapCardDef(def, { ...def, static: [...(def.static ?? []), ...(more ?? [])] });
  try {
    return run();
  } finally {
    restore();
  }
}

describe('revealedHere: "An overt company must tap an untapped character (if available) if this site is revealed as its new site"', () => {
  it('a company of the status moving to the site taps one untapped character (the lowest prowess) as its movement/hazard phase begins; staying there, none', () => {
    planted('weathertop.hero', [{ on: 'revealedHere', tapOne: 'covert' }], () => {
      const k = new ScenarioKit(fixtures().cards);
      const moving = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
      k.movement(moving.id, 'Weathertop');
      const [aragorn, bilbo] = moving.chars as [number, number];
      expect(k.s.status[bilbo]).toBe('tapped');
      expect(k.s.status[aragorn]).toBeUndefined();
      const staying = k.company(0, ['Legolas'], 'Weathertop');
      k.movement(staying.id, null);
      expect(k.s.status[staying.chars[0] as number]).toBeUndefined();
    });
  });
  it('a company of the other status taps no one', () => {
    planted('weathertop.hero', [{ on: 'revealedHere', tapOne: 'overt' }], () => {
      const k = new ScenarioKit(fixtures().cards);
      const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
      k.movement(id, 'Weathertop');
      expect(chars.map((ch) => k.s.status[ch])).toEqual([undefined, undefined]);
    });
  });
});

describe('neverTaps: "This site never taps"', () => {
  it('an item played at the site leaves it untapped for the company', () => {
    planted('weathertop.hero', [{ on: 'neverTaps' }], () => {
      const k = new ScenarioKit(fixtures().cards);
      const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Weathertop');
      const item = k.mpHand(0, 'Hauberk of Bright Mail');
      k.s.catalog.mpLocations.wizard[k.card('Hauberk of Bright Mail').id] = [k.siteId('Weathertop')];
      playing(k, id, true);
      k.act(0, { type: 'playMpCard', inst: item, character: chars[0] as number });
      expect(k.where(item)).toBe('character');
      expect(k.companyById(id).siteTapped).toBe(false);
    });
  });
});

describe('agentsHere: "Agent minions may be brought into play under direct influence at this site"', () => {
  it('an agent (Herion, home Lond Galen) comes into play at the site under a character\'s direct influence, not under general influence; a non-agent does not', () => {
    planted('weathertop.minion', [{ on: 'agentsHere' }], () => {
      const k = minionKit(new ScenarioKit(fixtures().cards));
      const lieutenant = k.company(0, ['Lieutenant of Dol Guldur'], 'Weathertop').chars[0] as number;
      const agent = k.spawn('Herion', 0);
      const man = k.spawn('Dorelas', 0);
      k.s.sets.ringwraith?.faceUp.character.push(agent, man);
      k.phase('organization');
      const site = k.siteId('Weathertop', 0);
      expect(k.refused(0, { type: 'playCharacter', inst: agent, site, controller: null }).code).toBe('HOME_SITE');
      expect(k.refused(0, { type: 'playCharacter', inst: man, site, controller: lieutenant }).code).toBe('HOME_SITE');
      k.act(0, { type: 'playCharacter', inst: agent, site, controller: lieutenant });
      expect(k.s.chars[agent]?.followerOf).toBe(lieutenant);
    });
  });
});

describe('woundedEliminated: "(2nd) Spider … any character wounded is immediately eliminated"', () => {
  it('a character wounded by the site\'s automatic-attack of that race is eliminated with no body check', () => {
    planted('himring.hero', [{ on: 'creature', after: 'woundedEliminated', races: ['Undead'] }], () => {
      const k = new ScenarioKit(fixtures().cards);
      const { id, chars } = k.company(0, ['Bilbo'], 'Himring');
      k.enterSite(id);
      k.passAll();
      k.act(0, { type: 'assignStrike', target: chars[0] as number });
      k.rig([1, 1, 1, 1]);
      k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
      expect(k.s.chars[chars[0] as number]).toBeUndefined();
      expect(k.allEvents.some((e) => e.type === 'roll' && e.purpose === 'bodyCheck')).toBe(false);
    });
  });
});

describe('havenInUntap and goldRingsTested: "Treat this site as a Darkhaven during the untap phase. Any gold ring item at this site is automatically tested during the site phase"', () => {
  it('a wounded character at the site heals in his untap phase', () => {
    planted('weathertop.hero', [{ on: 'havenInUntap' }], () => {
      const k = new ScenarioKit(fixtures().cards);
      const ch = k.company(0, ['Bilbo'], 'Weathertop').chars[0] as number;
      k.setStatus(ch, 'wounded');
      k.toNextTurn(1);
      expect(k.s.status[ch]).toBe('tapped');
    });
  });
  it('a gold ring borne at the site is tested as the site phase begins, its bearer not tapped', () => {
    planted('weathertop.hero', [{ on: 'goldRingsTested' }], () => {
      const k = new ScenarioKit(fixtures().cards);
      const { id, chars } = k.company(0, ['Bilbo'], 'Weathertop');
      const ring = k.item(chars[0] as number, 'Precious Gold Ring');
      k.movement(id, null);
      k.act(1, { type: 'passHazards' });
      expect(k.allEvents.filter((e) => e.type === 'roll' && e.purpose === 'ringTest').length).toBe(1);
      expect(k.where(ring)).toBe('discard');
      expect(k.s.status[chars[0] as number]).toBeUndefined();
    });
  });
});

describe('automatic-attacks that "cannot be canceled" (card data)', () => {
  it('"Maia - 2 strikes with 15 prowess (cannot be canceled)" and "(2nd) Spider (cannot be canceled) - 1 strike with 16 prowess" are uncancelable; others are not', () => {
    expect(parseAutoAttacks('Maia - 2 strikes with 15 prowess (cannot be canceled)')).toEqual([{ race: 'Maia', strikes: 2, eachCharacter: false, prowess: 15, body: null, attackerChooses: false, uncancelable: true }]);
    const shelob = parseAutoAttacks('(1st) Orcs - 2 strikes with 8 prowess; (2nd) Spider (cannot be canceled) - 1 strike with 16 prowess; any character wounded is immediately eliminated');
    expect(shelob.map((a) => [a.race, a.strikes, a.prowess, a.uncancelable ?? false])).toEqual([['Orcs', 2, 8, false], ['Spider', 1, 16, true]]);
  });
});

describe('"Against Nazgûl and Ringwraiths, +6 to her prowess and the Nazgûl/Ringwraith\'s body is halved (rounded up)" in company-vs-company combat', () => {
  it('Éowyn struck by Khamûl the Ringwraith: +6 prowess, and Khamûl, wounded, checks against half his body (rounded up)', () => {
    const k = minionKit(new ScenarioKit(fixtures().cards));
    const khamul = k.company(0, ['Khamûl the Ringwraith'], 'Weathertop');
    const eowyn = k.company(1, ['Éowyn'], 'Weathertop').chars[0] as number;
    k.phase('site');
    k.act(0, { type: 'attackCompany', companyId: khamul.id, targetCompanyId: k.companyOf(eowyn)?.id as string, attackers: khamul.chars });
    for (let guard = 0; guard < 10; guard++) {
      const who = actor(k.s);
      const assign = k.legal(who).find((a) => a.type === 'assignStrike');
      if (assign) {
        k.act(who, assign);
        continue;
      }
      const resolve = k.legal(who).find((a) => a.type === 'resolveStrike');
      if (resolve) {
        k.rig([6, 6, 1, 1, 6, 6]);
        k.act(who, { type: 'resolveStrike', target: eowyn, stayUntapped: false });
        break;
      }
      k.passAll();
    }
    const strike = k.allEvents.find((e) => e.type === 'roll' && e.purpose === 'strike') as { mods?: { label: string; value: number }[] } | undefined;
    expect(strike?.mods?.some((m) => m.value === 6 && m.label.startsWith('Éowyn'))).toBe(true);
    const check = k.allEvents.find((e) => e.type === 'roll' && e.purpose === 'bodyCheck') as { inst?: number; body?: number } | undefined;
    expect(check?.inst).toBe(khamul.chars[0]);
    expect(check?.body).toBe(Math.ceil((k.card('Khamûl the Ringwraith').body ?? 0) / 2));
  });
});
