/**
 * A card's own text as static effects read by the engine core (effects/types.ts). A site's: `hazardLimitHere` (phases/movementHazard.ts),
 * `moveHere` (phases/organization.ts movementProblem), `cvcHere` (phases/site.ts cvcTargets), `itemsWhenTapped` (phases/site.ts); a
 * character's `leader` (organization.ts leaders) and `characterInfluence` by home site (effects/statics.ts selfCharacterInfluence); a
 * creature's `bodyCheck` and `boostsLater` (combat.ts) and non-unique free creatures (phases/movementHazard.ts). Each is planted on a
 * definition in place (swapCardDef) and compared with the same position without it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef, StaticEffect } from '../../src-shared/engine/effects/types';
import { ScenarioKit } from '../cards/kit/kit';
import { minionKit } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

/** The definition of `slug` with `extra` static effects added, swapped into the library. */
function plant(slug: string, extra: StaticEffect[]): void {
  const def = DEFS_BY_SLUG[slug] as CardDef;
  restore = swapCardDef(def, { ...def, static: [...(def.static ?? []), ...extra] });
}

describe('site statics', () => {
  it('hazardLimitHere: a company moving to the site has its hazard limit modified', () => {
    const limitTo = (k: ScenarioKit) => {
      const { id } = k.company(0, ['Aragorn II', 'Ioreth', 'Bilbo'], 'Rivendell');
      k.movement(id, 'Moria');
      const top = k.s.stack.find((x) => x.kind === 'mhHazards');
      return top?.kind === 'mhHazards' ? top.limit : -1;
    };
    const base = limitTo(new ScenarioKit(fixtures().cards));
    plant('moria.hero', [{ on: 'hazardLimitHere', delta: 3 }]);
    expect(limitTo(new ScenarioKit(fixtures().cards))).toBe(base + 3);
  });

  it('moveHere: a company the site does not allow may not move there (not offered, refused)', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.phase('organization');
    const { id } = k.company(0, ['Aragorn II'], 'Lórien');
    const move = k.legal(0).find((a) => a.type === 'declareMovement' && a.companyId === id && a.site === k.siteId('Moria'));
    expect(move).toBeDefined();
    plant('moria.hero', [{ on: 'moveHere', label: 'nobody may move here', allows: () => false }]);
    expect(k.legal(0).some((a) => a.type === 'declareMovement' && a.companyId === id && a.site === k.siteId('Moria'))).toBe(false);
    expect(k.refused(0, move!).code).toBe('SITE_FORBIDS');
  });

  it('cvcHere: a company the site does not allow may not attack another company there', () => {
    const k = minionKit(new ScenarioKit(fixtures().cards));
    const a = k.company(0, ['Tarcil'], 'Moria');
    const foe = k.company(1, ['Aragorn II'], 'Moria');
    k.phase('site');
    const offered = () => k.legal(0).some((x) => x.type === 'attackCompany' && x.companyId === a.id && x.targetCompanyId === foe.id);
    expect(offered()).toBe(true);
    plant('moria.minion', [{ on: 'cvcHere', label: 'no attacks here', allows: () => false }]);
    expect(offered()).toBe(false);
    expect(k.refused(0, { type: 'attackCompany', companyId: a.id, targetCompanyId: foe.id, attackers: a.chars }).code).toBe('CVC');
  });
});

describe('site statics (2)', () => {
  it('itemsWhenTapped: an item is playable at the site while it is tapped', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id, chars } = k.company(0, ['Aragorn II'], 'Bree');
    k.companyById(id).siteTapped = true;
    k.companyById(id).entered = true;
    k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'play' }];
    const dagger = k.mpHand(0, 'Dagger of Westernesse');
    // A sleeve naming Bree (the card data gives no item there).
    k.s.catalog.mpLocations.wizard[k.card('Dagger of Westernesse').id] = [k.siteId('Bree')];
    expect(k.refused(0, { type: 'playMpCard', inst: dagger, character: chars[0] as number }).code).toBe('SITE_TAPPED');
    plant('bree.hero', [{ on: 'itemsWhenTapped' }]);
    k.act(0, { type: 'playMpCard', inst: dagger, character: chars[0] as number });
    expect(k.s.chars[chars[0] as number]?.items).toContain(dagger);
  });
});

describe('site statics (3)', () => {
  it('creaturesHere: a creature of those races may be played keyed to the site', () => {
    const offered = () => {
      const k = new ScenarioKit(fixtures().cards);
      const { id } = k.company(0, ['Aragorn II'], 'Ettenmoors');
      k.movement(id, null);
      const inst = k.hand(1, 'Corsairs of Umbar');
      return k.legal(1).some((a) => a.type === 'playCreature' && a.inst === inst);
    };
    expect(offered()).toBe(false);
    plant('ettenmoors.hero', [{ on: 'creaturesHere', races: ['Man'] }]);
    expect(offered()).toBe(true);
  });
});

describe('creature statics', () => {
  /** The prowess of `second`'s attack on a company at Moria after `first`'s (defeated). */
  const after = (first: string, second: string, bump = 0): number => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II'], 'Moria');
    k.movement(id, null, [], 5);
    k.creatureAttack(id, first);
    k.passAll();
    for (const ch of k.companyById(id).chars) if (k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(0, { type: 'assignStrike', target: ch });
    k.passAll();
    for (const slot of [...((k.top() as { slots?: { target: number }[] }).slots ?? [])]) {
      k.rig([6, 6, 6, 6]);
      k.act(0, { type: 'resolveStrike', target: slot.target, stayUntapped: false });
      k.passAll();
    }
    k.creatureAttack(id, second);
    return (k.events.find((e) => e.type === 'attack') as { prowess: number }).prowess - bump;
  };

  it('boostsLater: a named creature played later on a company that faced this one gets +N prowess', () => {
    const base = after('Barrow-wight', 'Orc-watch');
    plant('barrow-wight', [{ on: 'creature', after: 'boostsLater', creatures: ['orc-watch'], delta: 2 }]);
    expect(after('Barrow-wight', 'Orc-watch')).toBe(base + 2);
  });

  it('bodyCheck: body checks after the creature\'s successful strikes are modified', () => {
    const check = () => {
      const k = new ScenarioKit(fixtures().cards);
      const { id, chars } = k.company(0, ['Bilbo'], 'Moria');
      k.movement(id, null, [], 5);
      k.creatureAttack(id, 'Orc-lieutenant');
      k.passAll();
      k.act(0, { type: 'assignStrike', target: chars[0] as number });
      k.passAll();
      k.rig([1, 1, 1, 1]);
      k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
      k.passAll();
      return (k.allEvents.find((e) => e.type === 'roll' && e.purpose === 'bodyCheck') as { total: number }).total;
    };
    const base = check();
    plant('orc-lieutenant', [{ on: 'creature', after: 'bodyCheck', delta: 2 }]);
    expect(check()).toBe(base + 2);
  });

  it('strikesAgainst: the attack has that many strikes against a company of those alignments only', () => {
    const strikes = () => {
      const k = new ScenarioKit(fixtures().cards);
      const { id } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli'], 'Moria');
      k.movement(id, null, [], 5);
      k.creatureAttack(id, 'Orc-lieutenant');
      return (k.events.find((e) => e.type === 'attack') as { strikes: number }).strikes;
    };
    expect(strikes()).toBe(1);
    plant('orc-lieutenant', [{ on: 'creature', after: 'strikesAgainst', alignments: ['ringwraith'], strikes: 3 }]);
    expect(strikes()).toBe(1);
    restore?.();
    plant('orc-lieutenant', [{ on: 'creature', after: 'strikesAgainst', alignments: ['wizard'], strikes: 3 }]);
    expect(strikes()).toBe(3);
  });

  it('strikeOutcome: runs once each strike is resolved, for a character eliminated too', () => {
    const seen: string[] = [];
    plant('orc-lieutenant', [{ on: 'creature', after: 'strikeOutcome', run: (_s, _co, outcome) => void seen.push(outcome) }]);
    const k = new ScenarioKit(fixtures().cards);
    const { id, chars } = k.company(0, ['Bilbo'], 'Moria');
    k.movement(id, null, [], 5);
    k.creatureAttack(id, 'Orc-lieutenant');
    k.passAll();
    k.act(0, { type: 'assignStrike', target: chars[0] as number });
    k.passAll();
    k.rig([1, 1, 6, 6]);
    k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
    expect(k.s.chars[chars[0] as number]).toBeUndefined();
    expect(seen).toEqual(['eliminated']);
  });

  it('prowessVs: the creature\'s strike against a character of those races has N more prowess', () => {
    const strikeProwess = (who: string) => {
      const k = new ScenarioKit(fixtures().cards);
      const { id, chars } = k.company(0, [who], 'Moria');
      k.movement(id, null, [], 5);
      k.creatureAttack(id, 'Orc-lieutenant');
      k.passAll();
      k.act(0, { type: 'assignStrike', target: chars[0] as number });
      k.passAll();
      k.rig([6, 6, 6, 6]);
      k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
      return (k.allEvents.find((e) => e.type === 'roll' && e.purpose === 'strike') as { strikeProwess: number }).strikeProwess;
    };
    const base = strikeProwess('Bilbo');
    plant('orc-lieutenant', [{ on: 'creature', after: 'prowessVs', races: ['Hobbit'], delta: 3 }]);
    expect(strikeProwess('Bilbo')).toBe(base + 3);
    expect(strikeProwess('Aragorn II')).toBe(base);
  });

  it('freeCreatures nonUnique: a non-unique creature of the race does not count against the hazard limit, a unique one does', () => {
    const playedAfter = (creature: string) => {
      const k = new ScenarioKit(fixtures().cards);
      const { id } = k.company(0, ['Aragorn II'], 'Moria');
      k.movement(id, null, [], 5);
      k.s.turn.freeCreatures = [{ companyId: id, race: 'Troll', nonUnique: true }, { companyId: id, race: 'Orc', nonUnique: true }];
      k.act(1, { type: 'playCreature', inst: k.hand(1, creature) });
      return (k.s.stack.find((x) => x.kind === 'mhHazards') as { played: number }).played;
    };
    expect(playedAfter('Orc-watch')).toBe(0);
    expect(playedAfter('Umagaur the Pale')).toBe(1);
  });

  it('freeCreatures unique (Agburanar at Home: "one unique Dragon manifestation played against each company does not count against the hazard limit"): a unique creature of the race is free, a non-unique one counts', () => {
    const playedAfter = (creature: string) => {
      const k = new ScenarioKit(fixtures().cards);
      const { id } = k.company(0, ['Aragorn II'], 'Moria');
      k.inPlay(1, 'Sleepless Malice');
      k.movement(id, null, [], 5);
      k.act(1, { type: 'playCreature', inst: k.hand(1, creature) });
      return (k.s.stack.find((x) => x.kind === 'mhHazards') as { played: number }).played;
    };
    plant('sleepless-malice', [{ on: 'freeCreatures', races: ['Troll'], count: 1, unique: true }]);
    expect(playedAfter('Umagaur the Pale')).toBe(0);
    expect(playedAfter('Olog Warlords')).toBe(1);
  });
});

describe('character statics', () => {
  it('leader: a character whose own card says "Leader." counts as a leader (two leaders move only to Havens)', () => {
    const k = minionKit(new ScenarioKit(fixtures().cards));
    k.phase('organization');
    const { id } = k.company(0, ['Gorbag', 'Orc Tracker'], 'Minas Morgul');
    const away = () => k.legal(0).some((a) => a.type === 'declareMovement' && a.companyId === id && k.s.catalog.cards[a.site]?.siteType !== 'H');
    expect(away()).toBe(true);
    plant('orc-tracker', [{ on: 'self', stat: 'leader' }]);
    expect(away()).toBe(false);
  });

  it('characterInfluence by home site: usable for a follower with that home site only', () => {
    const k = minionKit(new ScenarioKit(fixtures().cards));
    k.phase('organization');
    const { chars } = k.company(0, ['Luitprand', 'Freca', 'Dorelas'], 'Minas Morgul');
    const [lead, freca, dorelas] = chars as [number, number, number];
    expect(k.legal(0).some((a) => a.type === 'setController' && a.inst === freca && a.controller === lead)).toBe(false);
    plant('luitprand', [{ on: 'self', stat: 'characterInfluence', delta: 5, homeSites: ['edoras'], label: 'test' }]);
    expect(k.legal(0).some((a) => a.type === 'setController' && a.inst === freca && a.controller === lead)).toBe(true);
    expect(k.legal(0).some((a) => a.type === 'setController' && a.inst === dorelas && a.controller === lead)).toBe(false);
  });
});
