/** Card definitions: characters. Each with the card's words in `text` and at least one scenario. */
import { healByEffect } from '../../../tests/cards/helpers/healing';
import { currentCombat } from '../effects/query';
import type { AbilitySpec, CardDef, Query, Scenario, StaticEffect } from '../effects/types';
import { isKeyed } from '../phases/movementHazard';
import { actor, viewFor } from '../api';
import { regionOf, sitePathTypes } from '../regions';
import { testRing } from '../rings';
import { bodyOf, cardOf, companyOfChar, player, prowessOf, removeFrom, setZones, toDiscard } from '../state';
import { shuffleInPlace } from '../rng';
import type { ScenarioKit } from '../../../tests/cards/kit/kit';
import type { GameState } from '../types';
import { bodyCheckDiscardScenarios, factionInfluenceScenarios, figuresScenarios, minionKit, minionTurn, prowessAgainstOrcsScenario, type CharacterFigures } from '../../../tests/cards/kit/templates';
import type { RollEvent } from '../events';

/** A modification to the character's influence checks against factions, with the factions its scenarios try. */
interface FactionBonus {
  delta: number;
  /** Folded faction names ("rangers of the north"); all factions when neither this nor `playableAt` is given. */
  factions?: string[];
  /** Folded site names: factions playable there. */
  playableAt?: string[];
  label: string;
  /** Factions of these races ("Orc factions"). */
  races?: string[];
  /** The character's whole modification against `test` when other bonuses add to this one (Glóin: +2 and +1 against the Blue Mountain Dwarves). */
  expected?: number;
  /** A faction the bonus applies to, and one it does not (null when it applies to all). */
  test: string;
  other: string | null;
}

/** "+N direct influence only usable against <name>" / "against Elves": usable only to control (or influence) those characters. */
interface CharacterBonus {
  delta: number;
  races?: string[];
  /** Folded names. */
  names?: string[];
  label: string;
  /** A character the bonus applies to, and one it does not (of the same alignment as the controller). */
  test: string;
  other: string;
}

interface CharacterSpec extends CharacterFigures {
  followers?: CharacterBonus[];
  /** "Leader.": a company can only contain one leader unless at a Haven (coe-rules 2.II.3.1.3). */
  leader?: boolean;
  /** "Unless he is one of the starting characters, he may only be brought into play at his home site": his home site and a Haven. */
  homeOnly?: { home: string; haven: string };
  /** "When he is at <site>, you may keep one more card than normal in your hand": the site, and another where he does not help. */
  handAt?: { site: string; elsewhere: string; sites?: string[] };
  /** "+N prowess against Orcs". */
  orcs?: number;
  /** "Healing effects affect all characters in her company". */
  healsCompany?: boolean;
  /** His own abilities ("He can tap to …") and the scenarios that use them. */
  abilities?: AbilitySpec[];
  more?: Scenario[];
  /** A Ringwraith: he never makes corruption checks (Arda Revised), so his figures scenario checks that instead of a modifier. */
  ringwraith?: boolean;
  influence?: FactionBonus[];
  /** "Discard on a body check result of …". */
  bodyDiscard?: number[];
}

/**
 * A character whose text is carried out by the card data (figures, skills, race, "Unique.",
 * corruption-check modifier, negative marshalling points) plus, when given, prowess against
 * Orcs and modifications to influence checks against factions (his own `self` static effects).
 */
function character(name: string, text: string, spec: CharacterSpec = {}): CardDef {
  const stat: StaticEffect[] = [];
  const scenarios: Scenario[] = spec.ringwraith ? [...figuresScenarios(name, spec).slice(1), ringwraithScenario(name)] : [...figuresScenarios(name, spec)];
  if (spec.orcs) {
    stat.push({ on: 'self', stat: 'prowess', delta: spec.orcs, againstRaces: ['Orc'] });
    scenarios.push(prowessAgainstOrcsScenario(name, spec.orcs, { minion: spec.minion ?? false }));
  }
  if (spec.bodyDiscard) {
    stat.push({ on: 'self', stat: 'bodyCheckDiscard', results: spec.bodyDiscard });
    scenarios.push(...bodyCheckDiscardScenarios(name, spec.bodyDiscard, { minion: spec.minion ?? false }));
  }
  for (const b of spec.influence ?? []) {
    stat.push({
      on: 'self', stat: 'factionInfluence', delta: b.delta, label: b.label,
      ...(b.factions ? { factions: b.factions } : {}), ...(b.playableAt ? { playableAt: b.playableAt } : {}), ...(b.races ? { races: b.races } : {}),
    });
    scenarios.push(...factionInfluenceScenarios(name, b.expected ?? b.delta, b.test, b.other, { minion: spec.minion ?? false }));
  }
  if (spec.healsCompany) stat.push({ on: 'healing', scope: 'company' });
  if (spec.leader) scenarios.push(leaderScenario(name));
  if (spec.homeOnly) {
    stat.push({ on: 'self', stat: 'homeSiteOnly' });
    scenarios.push(homeSiteOnlyScenario(name, spec.homeOnly.home, spec.homeOnly.haven));
  }
  if (spec.handAt) {
    stat.push({ on: 'self', stat: 'handSize', delta: 1, at: spec.handAt.sites ?? [spec.handAt.site.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')] });
    scenarios.push(...handSizeScenarios(name, spec.handAt.site, spec.handAt.elsewhere, spec.minion ?? false));
  }
  for (const b of spec.followers ?? []) {
    stat.push({ on: 'self', stat: 'characterInfluence', delta: b.delta, label: b.label, ...(b.races ? { races: b.races } : {}), ...(b.names ? { names: b.names } : {}) });
    scenarios.push(...followerScenarios(name, b, spec.minion ?? false));
  }
  scenarios.push(...(spec.more ?? []));
  return { name, text, ...(stat.length > 0 ? { static: stat } : {}), ...(spec.abilities ? { abilities: spec.abilities } : {}), scenarios };
}

/**
 * A Ringwraith at Minas Morgul: no general influence used (he is the player's avatar), his printed direct influence,
 * and no corruption check (Arda Revised, universal abilities: "Ringwraith characters may never make corruption checks").
 */
function ringwraithScenario(name: string): Scenario {
  return {
    title: `${name}: an avatar using no general influence, his direct influence, no corruption checks`,
    run: (k) => {
      minionTurn(k);
      const { chars } = k.company(1, [name], 'Minas Morgul');
      const ch = chars[0] as number;
      const card = k.card(name, 1);
      k.equal(card.race, 'Ringwraith', `${name} is a Ringwraith`);
      k.equal(k.usedGI(1), 0, 'general influence used');
      k.equal(k.unusedDI(ch), card.di, 'his unused direct influence');
      k.rig([1, 1]);
      const events = k.corruptionCheck(ch);
      k.expect(!events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption'), 'no corruption check is rolled');
      k.expect(k.s.chars[ch] !== undefined, `${name} stays in play`);
    },
  };
}

/**
 * Direct influence usable only against some characters, in the organization phase: with his
 * printed direct influence (plus, when that and the bonus are not enough, a modifier of the
 * difference) he may take `test` as a follower only thanks to the bonus, and may not take
 * `other` (whose mind exceeds his direct influence without the bonus).
 */
function followerScenarios(name: string, b: CharacterBonus, minion: boolean): Scenario[] {
  const place = (k: ScenarioKit, who: string) => {
    const seat = minion ? 1 : 0;
    if (minion) minionTurn(k);
    const { chars } = k.company(seat, [name, who], minion ? 'Minas Morgul' : 'Rivendell');
    const [ch, f] = chars as [number, number];
    k.phase('organization');
    const di = k.card(name, seat).di;
    const mind = k.card(who, seat).mind ?? 0;
    const extra = Math.max(0, (k.card(b.test, seat).mind ?? 0) - di - b.delta);
    if (extra > 0) k.s.mods.push({ inst: ch, stat: 'di', delta: extra });
    return { seat, ch, f, base: di + extra, mind };
  };
  return [
    {
      title: `${name}: ${b.label}: ${b.test} may be his follower`,
      run: (k) => {
        const { seat, ch, f, base, mind } = place(k, b.test);
        k.expect(mind > base, `${b.test}'s mind ${mind} exceeds ${name}'s direct influence ${base} without the bonus`);
        k.expect(k.legal(seat).some((a) => a.type === 'setController' && a.inst === f && a.controller === ch), `${b.test} may become ${name}'s follower`);
        k.act(seat, { type: 'setController', inst: f, controller: ch });
        k.equal(k.s.chars[f]?.followerOf, ch, `${b.test} follows ${name}`);
        k.equal(k.unusedDI(ch), Math.max(0, base - Math.max(0, mind - b.delta)), `${name}'s unused direct influence (the bonus spent first)`);
      },
    },
    {
      title: `${name}: the bonus is not usable for ${b.other}`,
      run: (k) => {
        const { seat, ch, f, base, mind } = place(k, b.other);
        k.expect(mind > base, `${b.other}'s mind ${mind} exceeds ${name}'s direct influence ${base}`);
        k.refused(seat, { type: 'setController', inst: f, controller: ch });
      },
    },
  ];
}

/**
 * "Leader.": at a Darkhaven with another leader (Orc Captain or Gorbag), his company may move
 * only to Havens; with a non-leader it may also move to other sites.
 */
function leaderScenario(name: string): Scenario {
  return {
    title: `${name}: Leader: a company with another leader may only move to a Haven`,
    run: (k) => {
      minionTurn(k);
      const other = name === 'Orc Captain' ? 'Gorbag' : 'Orc Captain';
      const two = k.company(1, [name, other], 'Minas Morgul');
      const one = k.company(1, [name === 'Orc Captain' ? 'Shagrat' : 'Orc Tracker'], 'Minas Morgul');
      k.phase('organization');
      k.expect(k.card(name, 1).keywords.includes('Leader'), `${name} is a leader`);
      const moves = (id: string) => k.legal(1).filter((a) => a.type === 'declareMovement' && a.companyId === id).map((a) => (a.type === 'declareMovement' ? a.site : ''));
      const haven = (site: string) => k.s.catalog.cards[site]?.siteType === 'H';
      k.expect(moves(two.id).every(haven), 'two leaders: only Havens');
      const away = moves(one.id).find((x) => !haven(x));
      k.expect(away !== undefined, 'one leader: other sites too');
      const regions = k.legal(1).find((a) => a.type === 'declareMovement' && a.companyId === one.id && a.site === away);
      k.refused(1, { type: 'declareMovement', companyId: two.id, site: away as string, regions: regions?.type === 'declareMovement' ? regions.regions : [] });
    },
  };
}

/**
 * "You may keep one more card than normal in your hand": with nine cards in hand and a discard
 * owed for cards above the hand size, he at `site` keeps the nine (the discard is refused); at
 * `elsewhere` one card is discarded.
 */
function handSizeScenarios(name: string, site: string, elsewhere: string, minion: boolean): Scenario[] {
  const run = (k: ScenarioKit, at: string) => {
    const seat = minion ? 1 : 0;
    if (minion) minionTurn(k);
    k.company(seat, [name], at);
    const hand = Array.from({ length: 9 }, () => k.hand(seat, 'Twilight'));
    k.s.stack.push({ kind: 'discardExcess', seat });
    return { seat, inst: hand[0] as number };
  };
  return [
    {
      title: `${name}: at ${site} his player keeps nine cards in hand`,
      run: (k) => {
        const { seat, inst } = run(k, site);
        k.refused(seat, { type: 'discard', inst });
      },
    },
    {
      title: `${name}: at ${elsewhere} the hand size is eight`,
      run: (k) => {
        const { seat, inst } = run(k, elsewhere);
        k.act(seat, { type: 'discard', inst });
        k.equal(k.s.players[seat]?.hand.length, 8, 'cards in hand');
        k.expect(!k.s.stack.some((x) => x.kind === 'discardExcess'), 'no further discard owed');
      },
    },
  ];
}

/**
 * "He may only be brought into play at his home site": from the face-up roving characters in
 * the organization phase, he may come into play at his home site but not at a Haven (where a
 * character of the same home site without the text, e.g. another hobbit, could).
 */
function homeSiteOnlyScenario(name: string, home: string, haven: string): Scenario {
  return {
    title: `${name}: brought into play at ${home}, not at ${haven}`,
    run: (k) => {
      const inst = k.spawn(name, 0);
      k.s.sets.wizard?.faceUp.character.push(inst);
      k.phase('organization');
      const sites = k.legal(0).filter((a) => a.type === 'playCharacter' && a.inst === inst).map((a) => (a.type === 'playCharacter' ? a.site : ''));
      k.expect(!sites.includes(k.siteId(haven)), `not offered at ${haven}`);
      k.equal(k.refused(0, { type: 'playCharacter', inst, site: k.siteId(haven), controller: null }).code, 'HOME_SITE', `refused at ${haven} for the home-site rule`);
      k.act(0, { type: 'playCharacter', inst, site: k.siteId(home), controller: null });
      k.equal(k.companyOf(inst)?.site, k.siteId(home), `${name}'s site`);
    },
  };
}

/** The Darkhavens [{DH}] of the Arda map (folded names): the Ringwraith player's Havens. */
const DARKHAVENS = ['minas morgul', 'dol guldur', 'carn dum', 'geann a-lisch'];

/** Wildernesses [{w}] in the site path of a move from `site` through `regions`. */
function wildernessCount(s: GameState, site: string, regions: string[]): number {
  const origin = regionOf(s.catalog, site);
  return origin ? sitePathTypes(s.catalog, origin, regions).filter((t) => t === 'w').length : 0;
}

/** The Wildernesses in the moving company's site path (none when it does not move). */
function wildernessInPath(s: GameState, companyId: string): number {
  const co = s.companies.find((c) => c.id === companyId);
  return co?.dest ? wildernessCount(s, co.site, co.dest.regions) : 0;
}

/** A magic card ("Magic. Sorcery.", "Magic. Shadow-magic."): the data gives no keyword, the text does. */
function isMagic(card: { text: string }): boolean {
  return /(^|\.\s+)Magic\./.test(card.text.replace(/<[^>]+>/g, '').trim());
}

/** Takes the card out of the seat's set's discard piles; false when it is not there. */
function fromDiscard(s: GameState, seat: number, inst: number): boolean {
  const z = setZones(s, player(s, seat).alignment);
  return Object.values(z.discards).some((pile) => removeFrom(pile, inst));
}

/** Cards put into the seat's set's discard piles (for scenarios). */
function discarded(k: ScenarioKit, seat: number, names: string[]): number[] {
  return names.map((n) => {
    const inst = k.spawn(n, seat);
    toDiscard(k.s, inst, { events: [] });
    return inst;
  });
}


/** The first gold ring the targeted character bears. */
function goldRingOf(q: Query): number | undefined {
  return q.target === null ? undefined : q.s.chars[q.target]?.items.find((i) => cardOf(q.s, i).itemClass === 'gold ring');
}

/** The character (the card whose ability it is) is at a Darkhaven. */
const atDarkhaven = {
  is: 'custom' as const,
  label: 'at a Darkhaven',
  test: (q: Query) => {
    const co = companyOfChar(q.s, q.inst);
    return co !== undefined && DARKHAVENS.includes(q.s.catalog.cards[co.site]?.key ?? '');
  },
};

/** The current attack is a hazard creature's, against the seat's company, and the creature could be keyed to the company's site path (not only to its site). */
function creatureNotAtSite(q: Query): boolean {
  const combat = currentCombat(q.s);
  const a = combat?.attack;
  if (!a || a.source !== 'creature' || a.creature === null || a.defenderSeat !== q.seat) return false;
  const creature = cardOf(q.s, a.creature);
  const co = q.s.companies.find((c) => c.id === a.companyId);
  if (!co || creature.type !== 'Hazard' || !/Creature/.test(creature.subtype ?? '')) return false;
  return isKeyed(q.s, co, { ...creature, keySiteTypes: [], keySites: [], keySitesIn: [] });
}

const named = (delta: number, faction: string, other: string): FactionBonus => ({
  delta,
  factions: [faction.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')],
  label: `${delta > 0 ? '+' : ''}${delta} direct influence against ${faction}`,
  test: faction,
  other,
});
const atSite = (delta: number, site: string, faction: string, other: string): FactionBonus => ({
  delta,
  playableAt: [site.toLowerCase()],
  label: `${delta > 0 ? '+' : ''}${delta} direct influence against factions playable at ${site}`,
  test: faction,
  other,
});
/** "+N direct influence against <race> factions". */
const raceFactions = (delta: number, race: string, test: string, other: string): FactionBonus => ({
  delta,
  races: [race],
  label: `${delta > 0 ? '+' : ''}${delta} direct influence against ${race} factions`,
  test,
  other,
});
const allFactions = (delta: number, label: string, test: string): FactionBonus => ({ delta, label, test, other: null });
/** "-1 to influence checks against factions". */
const minusOne = (test = 'Riders of Rohan'): FactionBonus => allFactions(-1, '-1 to influence checks against factions', test);

/** A minion Leader: "Discard on a body check result of <discard>. +<delta> direct influence against Orcs and Orc factions." */
const orcLeader = (name: string, text: string, discard: number, delta: number): CardDef =>
  character(name, text, {
    minion: true, leader: true, bodyDiscard: [discard],
    influence: [raceFactions(delta, 'Orc', 'Goblins of Goblin-gate', 'Dunlendings')],
    followers: [{ delta, races: ['Orc'], label: `+${delta} direct influence against Orcs`, test: 'Orc Veteran', other: 'Luitprand' }],
  });

export const CHARACTERS: CardDef[] = [
  character('Bergil', 'Unique.'),
  character('Annalena', 'Unique.'),
  character('Eradan', 'Unique.', { minion: true }),
  character('Luitprand', 'Unique.', { minion: true }),
  character('Ostisen', 'Unique.', { minion: true }),
  character('Dôgrib', 'Unique. -1 to all corruption checks.', { minion: true, corruptionCheck: -1 }),
  // Prowess against Orcs.
  character('Elrohir', 'Unique. +1 prowess against Orcs.', { orcs: 1 }),
  character('Elladan', 'Unique. +1 prowess against Orcs.', { orcs: 1 }),
  character('Gildor Inglorion', 'Unique. +2 prowess against Orcs.', { orcs: 2 }),
  character('Óin', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks.', { orcs: 1, corruptionCheck: -1 }),
  character('Bofur', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks. -1 to influence checks against factions.', { orcs: 1, corruptionCheck: -1, influence: [minusOne()] }),
  character('Fíli', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks. -1 to influence checks against factions.', { orcs: 1, corruptionCheck: -1, influence: [minusOne()] }),
  character('Kíli', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks. -1 to influence checks against factions.', { orcs: 1, corruptionCheck: -1, influence: [minusOne()] }),
  character('Dori', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks. -1 to influence checks against factions.', { orcs: 1, corruptionCheck: -1, influence: [minusOne()] }),
  // Influence checks against factions.
  character('Haldir', 'Unique. -1 to all of his corruption checks. -1 to influence checks against factions.', { corruptionCheck: -1, influence: [minusOne()] }),
  character('Orophin', 'Unique. -1 to all of his corruption checks. -1 to influence checks against factions.', { corruptionCheck: -1, influence: [minusOne()] }),
  character('Forlong', 'Unique. -1 to all of his corruption checks. -1 to influence checks against factions.', { corruptionCheck: -1, influence: [minusOne()] }),
  character('Háma', 'Unique. -1 to all of his corruption checks. -1 to influence checks against factions.', { corruptionCheck: -1, influence: [minusOne()] }),
  character('Adrazar', 'Unique. +1 direct influence against all factions.', { influence: [allFactions(1, '+1 direct influence against all factions', 'Riders of Rohan')] }),
  character('Beretar', 'Unique. +2 direct influence against the Rangers of the North faction.', { influence: [named(2, 'Rangers of the North', 'Riders of Rohan')] }),
  character('Aragorn II', 'Unique. +2 direct influence against the Rangers of the North faction. -3 marshalling points if eliminated.', { eliminatedMp: 3, influence: [named(2, 'Rangers of the North', 'Riders of Rohan')] }),
  character('Boromir II', 'Unique. +2 direct influence against the Men of Anórien faction. -1 to all of his corruption checks.', { corruptionCheck: -1, influence: [named(2, 'Men of Anórien', 'Riders of Rohan')] }),
  character('Thranduil', 'Unique. +2 direct influence against the Wood-elves faction.', { influence: [named(2, 'Wood-elves', 'Riders of Rohan')] }),
  character('Legolas', 'Unique. +2 direct influence against the Wood-elves faction.', { influence: [named(2, 'Wood-elves', 'Riders of Rohan')] }),
  character('Théoden', 'Unique. +2 direct influence against the Riders of Rohan faction.', { influence: [named(2, 'Riders of Rohan', 'Wood-elves')] }),
  character('Erkenbrand', 'Unique. +2 direct influence against the Riders of Rohan faction.', { influence: [named(2, 'Riders of Rohan', 'Wood-elves')] }),
  character('Anborn', 'Unique. +2 direct influence against the Men of Lebennin faction.', { influence: [named(2, 'Men of Lebennin', 'Riders of Rohan')] }),
  character('Brand', 'Unique. +2 direct influence against Men of Dale faction.', { influence: [named(2, 'Men of Dale', 'Riders of Rohan')] }),
  character('Beorn', 'Unique. +2 direct influence against the Beornings faction.', { influence: [named(2, 'Beornings', 'Riders of Rohan')] }),
  character('Halbarad', 'Unique. +2 direct influence against the Hillmen faction.', { influence: [named(2, 'Hillmen', 'Riders of Rohan')] }),
  character('Imrahil', 'Unique. +2 direct influence against the Knights of Dol Amroth faction.', { influence: [named(2, 'Knights of Dol Amroth', 'Riders of Rohan')] }),
  character('Faramir', 'Unique. +2 direct influence against the Rangers of Ithilien faction.', { influence: [named(2, 'Rangers of Ithilien', 'Riders of Rohan')] }),
  // Direct influence against characters (and factions) of a race, or only against one character.
  character('Celeborn', 'Unique. +5 direct influence that is only usable against Galadriel.', {
    followers: [{ delta: 5, names: ['galadriel'], label: '+5 direct influence only usable against Galadriel', test: 'Galadriel', other: 'Legolas' }],
  }),
  character('Arwen', 'Unique. +7 direct influence only usable against Aragorn II.', {
    followers: [{ delta: 7, names: ['aragorn ii'], label: '+7 direct influence only usable against Aragorn II', test: 'Aragorn II', other: 'Legolas' }],
  }),
  // "Against Elves": Elf characters (the text names no factions, unlike Gimli's "Elves and Elf factions").
  character('Glorfindel II', 'Unique. +1 direct influence against Elves.', {
    followers: [{ delta: 1, races: ['Elf'], label: '+1 direct influence against Elves', test: 'Legolas', other: 'Aragorn II' }],
  }),
  character('Glóin', 'Unique. +2 direct influence against the Blue Mountain Dwarves faction, +1 prowess against Orcs. +1 direct influence against Dwarves and Dwarf factions.', {
    orcs: 1,
    influence: [{ ...named(2, 'Blue Mountain Dwarves', 'Wood-elves'), expected: 3 }, raceFactions(1, 'Dwarf', 'Iron Hill Dwarves', 'Riders of Rohan')],
    followers: [{ delta: 1, races: ['Dwarf'], label: '+1 direct influence against Dwarves', test: 'Gimli', other: 'Aragorn II' }],
  }),
  character('Thorin II', 'Unique. +2 direct influence against the Blue Mountain Dwarves faction. +3 prowess against Orcs. +2 direct influence against Dwarves and Dwarf factions.', {
    orcs: 3,
    influence: [{ ...named(2, 'Blue Mountain Dwarves', 'Wood-elves'), expected: 4 }, raceFactions(2, 'Dwarf', 'Iron Hill Dwarves', 'Riders of Rohan')],
    followers: [{ delta: 2, races: ['Dwarf'], label: '+2 direct influence against Dwarves', test: 'Gimli', other: 'Aragorn II' }],
  }),
  character('Elrond', 'Unique. When Elrond is at Rivendell, you may keep one more card than normal in your hand. -3 marshalling points if eliminated.', {
    eliminatedMp: 3, handAt: { site: 'Rivendell', elsewhere: 'Lórien' },
  }),
  character('Sam Gamgee', 'Unique. Unless he is one of the starting characters, he may only be brought into play at his home site. All of his corruption checks are modified by +3.', {
    corruptionCheck: 3, homeOnly: { home: 'Bag End', haven: 'Rivendell' },
  }),
  // Minion characters.
  character('Layos', 'Unique. +2 direct influence against the Men of Dorwinion faction.', { minion: true, influence: [named(2, 'Men of Dorwinion', 'Dunlendings')] }),
  character('Nevido Smôd', 'Unique. +2 direct influence against any faction playable at Easterling Camp.', { minion: true, influence: [atSite(2, 'Easterling Camp', 'Easterlings', 'Dunlendings')] }),
  character('Perchen', 'Unique. +3 direct influence against any faction playable at Dunnish Clan-hold.', { minion: true, influence: [atSite(3, 'Dunnish Clan-hold', 'Dunlendings', 'Easterlings')] }),
  character('Asternak', 'Unique. +2 direct influence against any faction playable at Variag Camp.', { minion: true, influence: [atSite(2, 'Variag Camp', 'Variags of Khand', 'Dunlendings')] }),
  character('Tros Hesnef', 'Unique. +1 direct influence against any faction playable at Easterling Camp. -1 to all corruption checks.', { minion: true, corruptionCheck: -1, influence: [atSite(1, 'Easterling Camp', 'Easterlings', 'Dunlendings')] }),
  character('Ill-favoured Fellow', 'Half-orc. Discard on a body check result of 9.', { minion: true, bodyDiscard: [9] }),
  character('Sly Southerner', 'Half-orc. Discard on a body check result of 9.', { minion: true, bodyDiscard: [9] }),
  character('Orc Tracker', 'Discard on a body check result of 7 or 8. -1 to all corruption checks.', { minion: true, bodyDiscard: [7, 8], corruptionCheck: -1 }),
  character('Orc Brawler', 'Discard on a body check result of 7 or 8. -1 to all corruption checks.', { minion: true, bodyDiscard: [7, 8], corruptionCheck: -1 }),
  character('Orc Veteran', 'Discard on a body check result of 8. -1 to all corruption checks.', { minion: true, bodyDiscard: [8], corruptionCheck: -1 }),
  character('Grishnákh', 'Unique. Uruk-hai. Discard on a body check result of 8.', { minion: true, bodyDiscard: [8] }),
  character('Lugdush', 'Unique. Uruk-hai. Discard on a body check result of 8.', { minion: true, bodyDiscard: [8] }),
  character('Lagduf', 'Unique. Uruk-hai. Discard on a body check result of 8.', { minion: true, bodyDiscard: [8] }),
  character('Muzgash', 'Unique. Uruk-hai. Discard on a body check result of 8.', { minion: true, bodyDiscard: [8] }),
  character('Radbug', 'Unique. Uruk-hai. Discard on a body check result of 8.', { minion: true, bodyDiscard: [8] }),
  character('Ufthak', 'Unique. Uruk-hai. Discard on a body check result of 8.', { minion: true, bodyDiscard: [8] }),
  // Leaders with direct influence against Orcs (characters) and Orc factions.
  orcLeader('Orc Captain', 'Leader. Discard on a body check result of 8. +3 direct influence against Orcs and Orc factions.', 8, 3),
  orcLeader('Gorbag', 'Unique. Uruk-hai. Leader. Discard on a body check result of 9. +3 direct influence against Orcs and Orc factions.', 9, 3),
  orcLeader('Shagrat', 'Unique. Uruk-hai. Leader. Discard on a body check result of 9. +4 direct influence against Orcs and Orc factions.', 9, 4),
  // "Manifestation of Gothmog": no Gothmog card in the Arda data, so it cannot arise.
  character('Lieutenant of Morgul', 'Unique. Half-troll. Leader. Manifestation of Gothmog. Discard on a body check result of 9. +3 direct influence against Trolls, Orcs, Troll factions, and Orc factions. When he is at Minas Morgul, you may keep one more card than normal in your hand.', {
    minion: true, leader: true, bodyDiscard: [9], handAt: { site: 'Minas Morgul', elsewhere: 'Dol Guldur' },
    influence: [{ delta: 3, races: ['Troll', 'Orc'], label: '+3 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
    followers: [{ delta: 3, races: ['Troll', 'Orc'], label: '+3 direct influence against Trolls and Orcs', test: 'Old Troll', other: 'Layos' }],
  }),
  character('Horseman in the Night', '+1 direct influence against any faction.', { minion: true, influence: [allFactions(1, '+1 direct influence against any faction', 'Dunlendings')] }),
  // Dwarves.
  character('Balin', 'Unique. +2 prowess against Orcs, +1 direct influence against Dwarves and Dwarf factions.', {
    orcs: 2,
    influence: [raceFactions(1, 'Dwarf', 'Iron Hill Dwarves', 'Riders of Rohan')],
    followers: [{ delta: 1, races: ['Dwarf'], label: '+1 direct influence against Dwarves', test: 'Gimli', other: 'Aragorn II' }],
  }),
  // Ringwraiths. Arda Revised, Wizard and Ringwraith universal abilities: "Ringwraiths no longer suffer from movement and party restrictions
  // and do not need “mode” cards (Heralded Lord, Black Rider, Rider, Fell Rider)": a Ringwraith is never in a mode, so "in Heralded Lord mode" and
  // "in Fell Rider mode" cannot arise. "Manifestation of …": no other manifestation of a Ringwraith is in the Arda data (uniqueness is the card's own).
  // "Can use sorcery": the sorcery cards check their user's text themselves.
  character('Hoarmûrath the Ringwraith', 'Unique. Manifestation of Hoarmûrath of Dír. Can use sorcery. +1 direct influence in Heralded Lord mode. +2 prowess in Fell Rider mode. As your Ringwraith, if at a Darkhaven [{DH}], you may keep one more card than normal in your hand.', {
    minion: true, ringwraith: true, handAt: { site: 'Dol Guldur', elsewhere: 'Mount Gundabad', sites: DARKHAVENS },
  }),
  character('The Witch-king', 'Unique. Manifestation of The Witch-king of Angmar. Can use spirit-magic and shadow-magic. +3 direct influence in Heralded Lord mode. +1 prowess in Fell Rider mode. As your Ringwraith, up to two Ringwraith followers in his company may be controlled with no influence. You may bring these followers into play during separate organization phases.', {
    // "Ringwraith followers": Arda Revised lets a player bring his Ringwraith into play only "if you do not have one in play" and
    // each Ringwraith is unique, so a second Ringwraith never follows him: that part cannot arise. Spirit-magic and shadow-magic cards check their user's text.
    minion: true, ringwraith: true,
  }),
  {
    name: 'Dwar the Ringwraith',
    text: 'Unique. Manifestation of Dwar of Waw. Can use sorcery. -3 direct influence in Heralded Lord mode. -1 prowess in Fell Rider mode. As your Ringwraith, if at a Darkhaven [{DH}], he may tap to give +1 prowess and +1 body to all characters in any one of your companies until the end of the turn.',
    abilities: [
      {
        label: 'tap Dwar: +1 prowess and +1 body to all characters in one of your companies until the end of the turn',
        windows: ['organization', 'longEvent', 'site', 'endTurn', 'attack', 'strike', 'response'],
        requires: [atDarkhaven],
        target: { kind: 'character', side: 'own' },
        costs: ['tapSelf'],
        effects: [
          { do: 'modify', who: 'targetCompany', stat: 'prowess', delta: 1, until: 'endOfTurn' },
          { do: 'modify', who: 'targetCompany', stat: 'body', delta: 1, until: 'endOfTurn' },
        ],
      },
    ],
    scenarios: [
      ringwraithScenario('Dwar the Ringwraith'),
      {
        title: 'Dwar at Minas Morgul taps: every character of a company elsewhere gets +1 prowess and +1 body for the turn',
        run: (k) => {
          minionTurn(k);
          const dwar = k.company(1, ['Dwar the Ringwraith'], 'Minas Morgul').chars[0] as number;
          const other = k.company(1, ['Orc Captain', 'Orc Veteran'], 'Mount Gundabad').chars as [number, number];
          k.phase('organization');
          const before = other.map((c) => [prowessOf(k.s, c), bodyOf(k.s, c)]);
          k.use(1, dwar, 0, other[0]);
          k.equal(k.s.status[dwar], 'tapped', 'Dwar taps');
          other.forEach((c, i) => {
            k.equal(prowessOf(k.s, c), (before[i]?.[0] ?? 0) + 1, `${k.card(i ? 'Orc Veteran' : 'Orc Captain', 1).name}'s prowess`);
            k.equal(bodyOf(k.s, c), (before[i]?.[1] ?? 0) + 1, `${k.card(i ? 'Orc Veteran' : 'Orc Captain', 1).name}'s body`);
          });
          k.expect(!k.canUse(1, dwar, 0), 'tapped, he cannot use it again');
        },
      },
      {
        title: 'Dwar away from a Darkhaven (at Mount Gundabad) cannot use it',
        run: (k) => {
          minionTurn(k);
          const { chars } = k.company(1, ['Dwar the Ringwraith', 'Orc Captain'], 'Mount Gundabad');
          k.phase('organization');
          k.expect(!k.canUse(1, chars[0] as number, 0), 'not offered');
          k.refused(1, { type: 'useCard', inst: chars[0] as number, ability: 0, target: chars[1] as number });
        },
      },
    ],
  },
  {
    name: 'Adûnaphel the Ringwraith',
    text: 'Unique. Manifestation of Adûnaphel. Can use spirit-magic. +2 direct influence in Heralded Lord mode. -2 prowess in Fell Rider mode. As your Ringwraith, if at a Darkhaven [{DH}], she may tap to cancel one hazard creature attack not played at a site against any one of your companies.',
    // "Not played at a site": the engine does not record how a creature was keyed; the attack counts as played at a site unless the
    // creature could be keyed to the attacked company's site path (region types or names) rather than only to its site.
    abilities: [
      {
        label: 'tap Adûnaphel: cancel a hazard creature attack not played at a site against one of your companies',
        windows: ['attack'],
        requires: [atDarkhaven, { is: 'custom', label: 'a hazard creature attack not played at a site against one of your companies', test: creatureNotAtSite }],
        target: { kind: 'none' },
        costs: ['tapSelf'],
        effects: [{ do: 'cancelAttack' }],
      },
    ],
    scenarios: [
      ringwraithScenario('Adûnaphel the Ringwraith'),
      {
        title: 'Adûnaphel at Minas Morgul taps to cancel Giant (keyed to the site path) attacking a company elsewhere',
        run: (k) => {
          minionTurn(k);
          const adu = k.company(1, ['Adûnaphel the Ringwraith'], 'Minas Morgul').chars[0] as number;
          const { id } = k.company(1, ['Orc Captain', 'Orc Veteran'], 'Mount Gundabad');
          const giant = k.creatureAttack(id, 'Giant', 0);
          k.passAll();
          k.expect(k.canUse(1, adu, 0, null), 'offered against the attack');
          k.use(1, adu, 0, null);
          k.equal(k.s.status[adu], 'tapped', 'Adûnaphel taps');
          k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is cancelled');
          k.equal(k.where(giant), 'discard', 'Giant');
        },
      },
      {
        title: 'Adûnaphel cannot cancel Orc-guard played at the company\'s site, nor act away from a Darkhaven',
        run: (k) => {
          minionTurn(k);
          const adu = k.company(1, ['Adûnaphel the Ringwraith'], 'Minas Morgul').chars[0] as number;
          const { id } = k.company(1, ['Orc Captain', 'Orc Veteran'], 'Mount Gundabad');
          k.creatureAttack(id, 'Orc-guard', 0);
          k.passAll();
          k.expect(!k.canUse(1, adu, 0, null), 'not offered at a site');
          k.refused(1, { type: 'useCard', inst: adu, ability: 0, target: null });
        },
      },
      {
        title: 'Adûnaphel in the attacked company away from a Darkhaven cannot cancel Giant',
        run: (k) => {
          minionTurn(k);
          const { id, chars } = k.company(1, ['Adûnaphel the Ringwraith', 'Orc Captain'], 'Mount Gundabad');
          k.creatureAttack(id, 'Giant', 0);
          k.passAll();
          k.expect(!k.canUse(1, chars[0] as number, 0, null), 'not offered');
        },
      },
    ],
  },
  // Wizards.
  {
    name: 'Pallando',
    alignment: ['Hero'],
    // "Opponent must discard his cards face-up": every discard pile is face-up in the engine (viewFor hides hands and decks only).
    text: 'Unique. You may keep one more card than normal in your hand. Opponent must discard his cards face-up.',
    static: [{ on: 'self', stat: 'handSize', delta: 1, at: ['*'] }],
    scenarios: [
      ...figuresScenarios('Pallando'),
      {
        title: 'Pallando in play (at Bree): his player keeps nine cards; the opponent\'s discard is seen face-up',
        run: (k) => {
          k.company(0, ['Pallando'], 'Bree');
          const hand = Array.from({ length: 9 }, () => k.hand(0, 'Twilight'));
          k.s.stack.push({ kind: 'discardExcess', seat: 0 });
          k.refused(0, { type: 'discard', inst: hand[0] as number });
          k.s.stack.pop();
          const theirs = Array.from({ length: 9 }, () => k.hand(1, 'Twilight'));
          k.s.stack.push({ kind: 'discardExcess', seat: 1 });
          k.act(1, { type: 'discard', inst: theirs[0] as number });
          const view = viewFor(k.s, 0);
          k.equal(view.cardOf[theirs[0] as number], k.s.cardOf[theirs[0] as number], 'the opponent\'s discarded card, as Pallando\'s player sees it');
        },
      },
      {
        title: 'without Pallando (Gandalf instead) the hand size is eight',
        run: (k) => {
          k.company(0, ['Gandalf'], 'Bree');
          const hand = Array.from({ length: 9 }, () => k.hand(0, 'Twilight'));
          k.s.stack.push({ kind: 'discardExcess', seat: 0 });
          k.act(0, { type: 'discard', inst: hand[0] as number });
          k.equal(k.s.players[0]?.hand.length, 8, 'cards in hand');
        },
      },
    ],
  },
  {
    name: 'Gandalf',
    alignment: ['Hero'],
    text: 'Unique. +1 to all of his corruption checks. Gandalf may tap to test a gold ring in his company.',
    abilities: [
      {
        // A character bearing several gold rings has his first one tested (one ability use tests one ring).
        label: 'tap Gandalf: test a gold ring in his company',
        windows: ['organization', 'longEvent', 'site', 'endTurn'],
        target: { kind: 'character', side: 'own', where: [{ is: 'custom', label: 'a character in his company bearing a gold ring', test: (q) => q.target !== null && companyOfChar(q.s, q.target) === companyOfChar(q.s, q.inst) && goldRingOf(q) !== undefined }] },
        costs: ['tapSelf'],
        effects: [{ do: 'custom', label: 'test the gold ring', run: (q, ctx) => {
          const ring = goldRingOf(q);
          if (ring !== undefined) testRing(q.s, q.inst, ring, ctx);
        } }],
        botUse: true,
      },
    ],
    scenarios: [
      ...figuresScenarios('Gandalf', { corruptionCheck: 1 }),
      {
        title: 'Gandalf at Bree taps to test the gold ring Bilbo bears: the ring test is rolled, the gold ring leaves play',
        run: (k) => {
          const { chars } = k.company(0, ['Gandalf', 'Bilbo'], 'Bree');
          const [gandalf, bilbo] = chars as [number, number];
          const ring = k.item(bilbo, 'Precious Gold Ring');
          k.phase('organization');
          k.expect(!k.legal(0).some((a) => a.type === 'testRing'), 'no ring test away from Rivendell without him');
          k.use(0, gandalf, 0, bilbo);
          k.equal(k.s.status[gandalf], 'tapped', 'Gandalf taps');
          k.expect(k.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest'), 'the ring test is rolled');
          k.expect(!(k.s.chars[bilbo]?.items.includes(ring) ?? true), 'the gold ring is no longer borne');
        },
      },
      {
        title: 'Gandalf cannot test a gold ring in another company, nor when tapped',
        run: (k) => {
          const gandalf = k.company(0, ['Gandalf', 'Frodo'], 'Bree').chars[0] as number;
          const bilbo = k.company(0, ['Bilbo'], 'Bag End').chars[0] as number;
          k.item(bilbo, 'Precious Gold Ring');
          k.phase('organization');
          k.expect(!k.canUse(0, gandalf, 0), 'not offered for another company');
          k.refused(0, { type: 'useCard', inst: gandalf, ability: 0, target: bilbo });
          const frodo = k.companyOf(gandalf)?.chars[1] as number;
          k.item(frodo, 'Fair Gold Ring');
          k.setStatus(gandalf, 'tapped');
          k.expect(!k.canUse(0, gandalf, 0), 'not offered when he is tapped');
        },
      },
    ],
  },
  // "Can use shadow-magic": the shadow-magic cards read their user's text (cards/resourceEvents.ts).
  character('Ciryaher', 'Unique. Can use shadow-magic.', { minion: true }),
  character('Fatty Bolger', 'Unique. Unless he is one of the starting characters, he may only be brought into play at his home site. All of his corruption checks are modified by +1. He can tap to cancel a strike against another Hobbit in his company.', {
    corruptionCheck: 1, homeOnly: { home: 'Bag End', haven: 'Rivendell' },
    abilities: [
      {
        label: 'tap Fatty Bolger: cancel a strike against another Hobbit in his company',
        windows: ['strike'],
        target: { kind: 'strike' },
        requires: [{ is: 'custom', label: 'a strike against another Hobbit in his company', test: (q) => q.target !== null && q.target !== q.inst && cardOf(q.s, q.target).race === 'Hobbit' && companyOfChar(q.s, q.target) === companyOfChar(q.s, q.inst) }],
        costs: ['tapSelf'],
        effects: [{ do: 'cancelStrike' }],
        botUse: true,
      },
    ],
    more: [
      {
        title: 'Fatty Bolger taps to cancel the strike against Bilbo; not the one against Aragorn II',
        run: (k) => {
          const { id, chars } = k.company(0, ['Fatty Bolger', 'Bilbo', 'Aragorn II'], 'Rivendell');
          const [fatty, bilbo, aragorn] = chars as [number, number, number];
          k.creatureAttack(id, 'Orc-patrol');
          k.passAll();
          k.act(0, { type: 'assignStrike', target: bilbo });
          k.act(0, { type: 'assignStrike', target: aragorn });
          k.act(0, { type: 'assignStrike', target: fatty });
          k.passAll();
          k.expect(!k.canUse(0, fatty, 0, aragorn), 'not for the strike against Aragorn II (a Dúnadan)');
          k.expect(!k.canUse(0, fatty, 0, fatty), 'not for the strike against himself');
          k.use(0, fatty, 0, bilbo);
          k.equal(k.s.status[fatty], 'tapped', 'Fatty Bolger taps');
          const combat = k.s.stack.find((x) => x.kind === 'combat');
          k.expect(combat?.kind === 'combat' && combat.slots.some((x) => x.target === bilbo && x.resolved), 'the strike against Bilbo is cancelled');
          k.equal(k.s.status[bilbo], undefined, 'Bilbo stays untapped');
          k.expect(!k.canUse(0, fatty, 0, aragorn), 'tapped, he cannot do it again');
        },
      },
    ],
  }),
  character('Gimli', 'Unique. +2 direct influence against the Iron Hill Dwarves faction, +2 prowess against Orcs.+1 direct influence against Elves and Elf factions.', {
    orcs: 2,
    influence: [named(2, 'Iron Hill Dwarves', 'Riders of Rohan'), raceFactions(1, 'Elf', 'Wood-elves', 'Riders of Rohan')],
    followers: [{ delta: 1, races: ['Elf'], label: '+1 direct influence against Elves', test: 'Legolas', other: 'Aragorn II' }],
  }),
  {
    name: 'Radagast',
    alignment: ['Hero'],
    // "May draw": the company's player chooses how many cards to draw (startCompanyMH draws), up to the extra ones.
    text: 'Unique. When Radagast\'s new site is revealed, he may draw one additional card for each Wilderness [{w}] in his company’s site path. +1 to all of his corruption checks.',
    static: [{ on: 'self', stat: 'movementDraws', extra: wildernessInPath }],
    scenarios: [
      ...figuresScenarios('Radagast', { corruptionCheck: 1 }),
      ...['Radagast', 'Gandalf'].map((wizard): Scenario => ({
        title: wizard === 'Radagast' ? 'Radagast moving through Wildernesses: his player may draw one more card for each' : 'Gandalf on the same path draws one card per region only',
        run: (k) => {
          const { id } = k.company(0, [wizard, 'Bilbo'], 'Rivendell');
          k.deck(0, Array.from({ length: 12 }, () => 'Twilight'));
          k.phase('organization');
          const moves = k.legal(0).flatMap((a) => (a.type === 'declareMovement' && a.companyId === id ? [a] : []));
          const move = moves.find((a) => wildernessCount(k.s, k.siteId('Rivendell'), a.regions) >= 2) as (typeof moves)[number] | undefined;
          k.expect(move !== undefined, 'a destination through two Wildernesses');
          if (!move) return;
          k.act(0, move);
          const w = wildernessCount(k.s, k.siteId('Rivendell'), move.regions);
          const max = Math.max(1, move.regions.length) + (wizard === 'Radagast' ? w : 0);
          k.s.stack = [{ kind: 'mhSelect' }];
          const offered = k.legal(0).flatMap((a) => (a.type === 'startCompanyMH' && a.companyId === id ? [a.draws ?? max] : []));
          k.equal(Math.max(...offered), max, 'the most cards his player may draw');
          if (wizard === 'Radagast') k.expect(offered.includes(max - w), 'or fewer');
          const before = k.s.players[0]?.hand.length ?? 0;
          k.act(0, { type: 'startCompanyMH', companyId: id });
          k.equal((k.s.players[0]?.hand.length ?? 0) - before, max, 'cards drawn');
          if (wizard === 'Gandalf') k.refused(0, { type: 'startCompanyMH', companyId: id, draws: max + 1 });
        },
      })),
    ],
  },
  {
    name: 'Indûr the Ringwraith',
    // "At the beginning of each of his end-of-turn phases": in his player's end-of-turn phase, before its discards.
    text: 'Unique. Manifestation of Indûr Dawndeath. Can use sorcery and spirit-magic. -1 direct influence in Heralded Lord mode. -3 prowess in Fell Rider mode. As your Ringwraith, at the beginning of each of his end-of-turn phases, he may tap to take a magic card from your discard pile to your hand.',
    abilities: [
      {
        label: 'tap Indûr: take a magic card from your discard pile to your hand',
        windows: ['endTurn'],
        target: { kind: 'inDiscard', match: {} },
        requires: [{ is: 'custom', label: 'a magic card', test: (q) => q.target !== null && isMagic(cardOf(q.s, q.target)) }],
        costs: ['tapSelf'],
        effects: [{ do: 'custom', label: 'the magic card goes to his player\'s hand', run: (q) => {
          if (q.target === null || !fromDiscard(q.s, q.seat, q.target)) return;
          player(q.s, q.seat).hand.push(q.target);
        } }],
        botUse: true,
      },
    ],
    scenarios: [
      ringwraithScenario('Indûr the Ringwraith'),
      {
        title: 'Indûr taps at the end of turn to take Well-preserved (magic) from the discard pile to the hand; not Dark Tryst (no magic)',
        run: (k) => {
          minionTurn(k);
          const indur = k.company(1, ['Indûr the Ringwraith'], 'Minas Morgul').chars[0] as number;
          const [magic, other] = discarded(k, 1, ['Well-preserved', 'Dark Tryst']) as [number, number];
          k.phase('organization');
          k.expect(!k.canUse(1, indur, 0, magic), 'not in the organization phase');
          k.phase('endTurn');
          k.expect(!k.canUse(1, indur, 0, other), 'not Dark Tryst');
          k.use(1, indur, 0, magic);
          k.expect(k.s.players[1]?.hand.includes(magic) ?? false, 'Well-preserved is in his player\'s hand');
          k.equal(k.s.status[indur], 'tapped', 'Indûr taps');
        },
      },
    ],
  },
  {
    name: 'Ûvatha the Ringwraith',
    // "He may join another Ringwraith's company … and requires no influence to control": a player has one Ringwraith (Arda Revised: his avatar,
    // who needs no influence), so another Ringwraith's company cannot arise.
    text: 'Unique. Manifestation of Ûvatha the Horseman. Can use spirit-magic. -3 direct influence in Heralded Lord mode. -1 prowess in Fell Rider mode. He may join another Ringwraith’s company during your organization phase and requires no influence to control. As your Ringwraith, if at a Darkhaven [{DH}], he may tap during your organization phase to move one resource event card from your discard pile to your play deck and reshuffle.',
    abilities: [
      {
        label: 'tap Ûvatha: move a resource event from your discard pile to your play deck and reshuffle',
        windows: ['organization'],
        target: { kind: 'inDiscard', match: { type: 'Resource', subtypes: ['Short-event', 'Long-event', 'Permanent-event'] } },
        requires: [atDarkhaven],
        costs: ['tapSelf'],
        effects: [{ do: 'custom', label: 'the resource event goes into the play deck, reshuffled', run: (q) => {
          if (q.target === null || !fromDiscard(q.s, q.seat, q.target)) return;
          const deck = setZones(q.s, player(q.s, q.seat).alignment).decks.play;
          deck.push(q.target);
          shuffleInPlace(q.s.rng, deck);
        } }],
      },
    ],
    scenarios: [
      ringwraithScenario('Ûvatha the Ringwraith'),
      {
        title: 'Ûvatha at Minas Morgul taps to move Dark Tryst (a resource event) into the play deck; not Orc Captain (a character)',
        run: (k) => {
          minionTurn(k);
          const uvatha = k.company(1, ['Ûvatha the Ringwraith'], 'Minas Morgul').chars[0] as number;
          const [event, character] = discarded(k, 1, ['Dark Tryst', 'Orc Captain']) as [number, number];
          k.phase('organization');
          k.expect(!k.canUse(1, uvatha, 0, character), 'not a character');
          k.use(1, uvatha, 0, event);
          k.expect(k.s.sets.ringwraith?.decks.play.includes(event) ?? false, 'Dark Tryst is in the play deck');
          k.equal(k.s.status[uvatha], 'tapped', 'Ûvatha taps');
        },
      },
      {
        title: 'Ûvatha away from a Darkhaven (at Mount Gundabad) cannot',
        run: (k) => {
          minionTurn(k);
          const uvatha = k.company(1, ['Ûvatha the Ringwraith'], 'Mount Gundabad').chars[0] as number;
          const [event] = discarded(k, 1, ['Dark Tryst']) as [number];
          k.phase('organization');
          k.expect(!k.canUse(1, uvatha, 0, event), 'not offered');
          k.refused(1, { type: 'useCard', inst: uvatha, ability: 0, target: event });
        },
      },
    ],
  },
  character('Ioreth', 'Unique. Healing effects affect all characters in her company.', {
    healsCompany: true,
    more: [
      {
        title: 'a healing effect on Faramir (wounded) in Ioreth\'s company heals Bilbo too, not Aragorn II of another company; without her only Faramir',
        run: (k) => {
          for (const withIoreth of [true, false]) {
            const { chars } = k.company(0, [withIoreth ? 'Ioreth' : 'Gimli', 'Bilbo', 'Faramir'], 'Bree');
            const [, bilbo, faramir] = chars as [number, number, number];
            const aragorn = k.company(0, ['Aragorn II'], 'Bree').chars[0] as number;
            for (const ch of [bilbo, faramir, aragorn]) k.setStatus(ch, 'wounded');
            healByEffect(k, faramir);
            k.equal(k.s.status[faramir], undefined, 'Faramir is healed (untapped)');
            k.equal(k.s.status[bilbo], withIoreth ? undefined : 'wounded', `Bilbo ${withIoreth ? 'with' : 'without'} Ioreth`);
            k.equal(k.s.status[aragorn], 'wounded', 'Aragorn II in another company');
            k.s.companies = k.s.companies.filter((c) => !c.chars.some((ch) => [bilbo, aragorn].includes(ch)));
          }
        },
      },
    ],
  }),
  {
    name: 'Ren the Ringwraith',
    // "Minions in any one of your companies": the characters in the company when he taps.
    text: 'Unique. Manifestation of Ren the Unclean. Can use sorcery and shadow-magic. -2 direct influence in Heralded Lord mode. +2 prowess in Fell Rider mode. As your Ringwraith, if at a Darkhaven [{DH}], he may tap during your organization phase to modify all corruption checks made this turn by minions in any one of your companies by +2.',
    abilities: [
      {
        label: 'tap Ren: +2 to all corruption checks this turn of the characters in one of your companies',
        windows: ['organization'],
        requires: [atDarkhaven],
        target: { kind: 'character', side: 'own' },
        costs: ['tapSelf'],
        effects: [{ do: 'custom', label: '+2 to their corruption checks this turn', run: (q) => {
          const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
          for (const ch of co?.chars ?? []) q.s.mods.push({ inst: ch, stat: 'corruptionTurn', delta: 2, label: 'Ren the Ringwraith' });
        } }],
      },
    ],
    scenarios: [
      ringwraithScenario('Ren the Ringwraith'),
      {
        title: 'Ren at Minas Morgul taps: the corruption checks of the characters in a company at Mount Gundabad get +2 this turn; not another company\'s',
        run: (k) => {
          minionTurn(k);
          const ren = k.company(1, ['Ren the Ringwraith'], 'Minas Morgul').chars[0] as number;
          const [captain, veteran] = k.company(1, ['Orc Captain', 'Orc Veteran'], 'Mount Gundabad').chars as [number, number];
          const other = k.company(1, ['Orc Tracker'], 'Mount Gundabad').chars[0] as number;
          k.phase('organization');
          k.use(1, ren, 0, captain);
          k.equal(k.s.status[ren], 'tapped', 'Ren taps');
          for (const [ch, bonus] of [[captain, 2], [veteran, 2], [other, 0]] as const) {
            k.rig([3, 3]);
            const roll = k.corruptionCheck(ch).find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption') as { total?: number } | undefined;
            k.equal(roll?.total, 6 + cardOf(k.s, ch).corruptionCheckMod + bonus, `${cardOf(k.s, ch).name}'s corruption check on 3+3`);
          }
          k.expect(!k.canUse(1, ren, 0, captain), 'tapped, not again');
        },
      },
      {
        title: 'Ren away from a Darkhaven, or outside the organization phase, cannot',
        run: (k) => {
          minionTurn(k);
          const [ren, captain] = k.company(1, ['Ren the Ringwraith', 'Orc Captain'], 'Mount Gundabad').chars as [number, number];
          k.phase('organization');
          k.expect(!k.canUse(1, ren, 0, captain), 'not at Mount Gundabad');
          k.companyOf(ren)!.site = k.siteId('Minas Morgul', 1);
          k.phase('site');
          k.expect(!k.canUse(1, ren, 0, captain), 'not in the site phase');
        },
      },
    ],
  },
  {
    name: 'Khamûl the Ringwraith',
    // "One Ringwraith follower … with no influence": a player has one Ringwraith (Arda Revised), so no Ringwraith follows him: that part cannot arise.
    text: 'Unique. Manifestation of Khamûl the Easterling. Can use sorcery. -2 direct influence in Heralded Lord mode. +1 prowess in Fell Rider mode. -2 to the body of any Elf character targeted by a strike from Khamûl. As your Ringwraith, one Ringwraith follower in his company may be controlled with no influence. You may bring this follower into play during your organization phase.',
    static: [{ on: 'self', stat: 'strikeBody', delta: -2, races: ['Elf'] }],
    scenarios: [
      ringwraithScenario('Khamûl the Ringwraith'),
      ...(['Legolas', 'Aragorn II'] as const).map((foe): Scenario => ({
        title: foe === 'Legolas' ? 'Khamûl\'s company attacks Legolas (an Elf) at Moria: wounded by Khamûl\'s strike, his body is 2 less in the body check' : 'against Aragorn II (a Dúnadan) his body is unchanged',
        run: (k0) => {
          const k = minionKit(k0);
          const khamul = k.company(0, ['Khamûl the Ringwraith'], 'Moria');
          const target = k.company(1, [foe], 'Moria').chars[0] as number;
          k.phase('site');
          k.act(0, { type: 'attackCompany', companyId: khamul.id, targetCompanyId: k.companyOf(target)?.id as string, attackers: khamul.chars });
          for (let guard = 0; guard < 10 && k.top()?.kind === 'combat'; guard++) {
            const top = k.top();
            if (top?.kind !== 'combat') break;
            const seat = actor(k.s);
            const assign = k.legal(seat).find((a) => a.type === 'assignStrike');
            if (assign) {
              k.act(seat, assign);
              continue;
            }
            if (k.legal(seat).some((a) => a.type === 'resolveStrike')) {
              k.rig([1, 1, 1, 1]);
              k.act(seat, { type: 'resolveStrike', target, stayUntapped: false });
              break;
            }
            k.passAll();
          }
          const check = k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck' && e.inst === target) as { body?: number } | undefined;
          k.equal(check?.body, (k.card(foe, 1).body ?? 0) - (foe === 'Legolas' ? 2 : 0), `${foe}'s body in the body check`);
        },
      })),
    ],
  },
  // More characters of the Arda sets whose whole text the data and the templates carry out.
  character('Gamling the Old', 'Unique.'),
  character('Tarcil', 'Unique.', { minion: true }),
  character('Dorelas', 'Unique.', { minion: true }),
  character('Dunlending Spy', 'Unique.', { minion: true }),
  // "Can use sorcery / spirit-magic": the magic cards read their user's text.
  character('Hador', 'Unique. Can use sorcery.', { minion: true }),
  character('Belegorn', 'Unique. Can use spirit-magic.', { minion: true }),
  character('Galdor', 'Unique. +1 direct influence against Elves and Elf factions.', {
    influence: [raceFactions(1, 'Elf', 'Wood-elves', 'Riders of Rohan')],
    followers: [{ delta: 1, races: ['Elf'], label: '+1 direct influence against Elves', test: 'Legolas', other: 'Aragorn II' }],
  }),
  character('Thráin II', 'Unique. +3 direct influence against Dwarves and Dwarf factions.', {
    influence: [raceFactions(3, 'Dwarf', 'Iron Hill Dwarves', 'Riders of Rohan')],
    followers: [{ delta: 3, races: ['Dwarf'], label: '+3 direct influence against Dwarves', test: 'Gimli', other: 'Aragorn II' }],
  }),
  character('Barliman Butterbur', 'Unique. -1 to all of his corruption checks. -1 to influence checks against factions.', { corruptionCheck: -1, influence: [minusOne()] }),
  character('Beregond', 'Unique. -1 to all of his corruption checks. -1 to influence checks against factions.', { corruptionCheck: -1, influence: [minusOne()] }),
  character('Bifur', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks. -1 to influence checks against factions.', { orcs: 1, corruptionCheck: -1, influence: [minusOne()] }),
  character('Bombur', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks. -1 to influence checks against factions.', { orcs: 1, corruptionCheck: -1, influence: [minusOne()] }),
  character('Dwalin', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks. -1 to influence checks against factions.', { orcs: 1, corruptionCheck: -1, influence: [minusOne()] }),
  character('Nori', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks. -1 to influence checks against factions.', { orcs: 1, corruptionCheck: -1, influence: [minusOne()] }),
  character('Ori', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks. -1 to influence checks against factions.', { orcs: 1, corruptionCheck: -1, influence: [minusOne()] }),
  character('Bilbo', 'Unique. Unless he is one of the starting characters, he may only be brought into play at his home site. All of his corruption checks are modified by +4. -2 marshalling points if eliminated.', {
    corruptionCheck: 4, eliminatedMp: 2, homeOnly: { home: 'Bag End', haven: 'Rivendell' },
  }),
  character('Frodo', 'Unique. Unless he is one of the starting characters, he may only be brought into play at his home site. All of his corruption checks are modified by +4. -2 marshalling points if eliminated.', {
    corruptionCheck: 4, eliminatedMp: 2, homeOnly: { home: 'Bag End', haven: 'Rivendell' },
  }),
  character('Merry', 'Unique. Unless he is one of the starting characters, he may only be brought into play at his home site. All of his corruption checks are modified by +2.', { corruptionCheck: 2, homeOnly: { home: 'Bag End', haven: 'Rivendell' } }),
  character('Pippin', 'Unique. Unless he is one of the starting characters, he may only be brought into play at his home site. All of his corruption checks are modified by +2.', { corruptionCheck: 2, homeOnly: { home: 'Bag End', haven: 'Rivendell' } }),
  character('Robin Smallburrow', 'Unique. Unless he is one of the starting characters, he may only be brought into play at his home site. All of his corruption checks are modified by +2.', { corruptionCheck: 2, homeOnly: { home: 'Bag End', haven: 'Rivendell' } }),
  character('Dáin II', 'Unique. +2 direct influence against the Iron Hill Dwarves faction, +2 prowess against Orcs. +1 direct influence against Men and Man factions.', {
    orcs: 2,
    influence: [named(2, 'Iron Hill Dwarves', 'Wood-elves'), raceFactions(1, 'Man', 'Riders of Rohan', 'Wood-elves')],
    followers: [{ delta: 1, races: ['Man'], label: '+1 direct influence against Men', test: 'Erkenbrand', other: 'Legolas' }],
  }),
  character('Damrod', 'Unique. +2 direct influence against the Men of Lamedon faction.', { influence: [named(2, 'Men of Lamedon', 'Riders of Rohan')] }),
  character('Denethor II', 'Unique. +2 direct influence against the Tower Guard of Minas Tirith faction.', { influence: [named(2, 'Tower Guard of Minas Tirith', 'Riders of Rohan')] }),
  character('Éomer', 'Unique. +2 direct influence against the Riders of Rohan faction.', { influence: [named(2, 'Riders of Rohan', 'Wood-elves')] }),
  character('Bard Bowman', 'Unique. +2 direct influence against the Men of Northern Rhovanion faction.', { influence: [named(2, 'Men of Northern Rhovanion', 'Riders of Rohan')] }),
  character('Arinmîr', 'Unique. +2 direct influence against the Variags of Khand faction.', { influence: [named(2, 'Variags of Khand', 'Riders of Rohan')] }),
  character('Haldalam', 'Unique. +4 direct influence against the Easterlings faction.', { influence: [named(4, 'Easterlings', 'Riders of Rohan')] }),
  character('Mablung', 'Unique. +2 direct influence against the Men of Anfalas faction.', { influence: [named(2, 'Men of Anfalas', 'Riders of Rohan')] }),
  character('Wacho', 'Unique. +2 direct influence against the Woodmen faction.', { influence: [named(2, 'Woodmen', 'Riders of Rohan')] }),
  character('Galadriel', 'Unique. When Galadriel is at Lórien, you may keep one more card than normal in your hand. -3 marshalling points if eliminated.', {
    eliminatedMp: 3, handAt: { site: 'Lórien', elsewhere: 'Rivendell' },
  }),
  character('Mîonid', 'Unique. +2 direct influence against any faction playable at Variag Camp.', { minion: true, influence: [atSite(2, 'Variag Camp', 'Variags of Khand', 'Dunlendings')] }),
  character('Pon Opar', 'Unique. +2 direct influence against any faction playable at Southron Oasis.', { minion: true, influence: [atSite(2, 'Southron Oasis', 'Southrons', 'Dunlendings')] }),
  character('Jerrek', 'Unique. +1 direct influence against any faction playable at Southron Oasis.', { minion: true, influence: [atSite(1, 'Southron Oasis', 'Southrons', 'Dunlendings')] }),
  character('Uchel', 'Unique. +4 direct influence against the Hillmen faction.', { minion: true, influence: [named(4, 'Hillmen', 'Dunlendings')] }),
  character('Orc Sniffler', 'Discard on a body check result of 7 or 8. -1 to all corruption checks.', { minion: true, bodyDiscard: [7, 8], corruptionCheck: -1 }),
  character('Troll Lout', 'Discard on a body check result of 8. -1 to all corruption checks.', { minion: true, bodyDiscard: [8], corruptionCheck: -1 }),
  character('Snaga', 'Unique. Uruk-hai. Discard on a body check result of 9.', { minion: true, bodyDiscard: [9] }),
  character('Squint-eyed Brute', 'Half-orc. Discard on a body check result of 9.', { minion: true, bodyDiscard: [9] }),
  character('Doeth (Durthak)', 'Unique. Half-orc. Discard on a body check result of 9.', { minion: true, bodyDiscard: [9] }),
  orcLeader('Orc Chieftain', 'Leader. Discard on a body check result of 8. +3 direct influence against Orcs and Orc factions.', 8, 3),
  orcLeader('Uglúk', 'Unique. Uruk-hai. Leader. Discard on a body check result of 9. +3 direct influence against Orcs and Orc factions.', 9, 3),
  // Olog-hai leaders ("Manifestation of Rogrog / Gorfaur the Lame": no card of those names in the Arda data, so it cannot arise).
  character('Troll-chief', 'Olog-hai. Leader. Discard on a body check result of 9. +3 direct influence against Trolls, Orcs, Troll factions, and Orc factions.', {
    minion: true, leader: true, bodyDiscard: [9],
    influence: [{ delta: 3, races: ['Troll', 'Orc'], label: '+3 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
    followers: [{ delta: 3, races: ['Troll', 'Orc'], label: '+3 direct influence against Trolls and Orcs', test: 'Old Troll', other: 'Layos' }],
  }),
  character('Ulkaur the Tongueless', 'Unique. Olog-hai. Leader. Discard on a body check result of 9. +2 direct influence against Trolls, Orcs, Troll factions, and Orc factions. -1 to all corruption checks.', {
    minion: true, leader: true, bodyDiscard: [9], corruptionCheck: -1,
    influence: [{ delta: 2, races: ['Troll', 'Orc'], label: '+2 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
    followers: [{ delta: 2, races: ['Troll', 'Orc'], label: '+2 direct influence against Trolls and Orcs', test: 'Old Troll', other: 'Layos' }],
  }),
  character('Lieutenant of Angmar', 'Unique. Olog-hai. Leader. Manifestation of Rogrog. Discard on a body check result of 9. +4 direct influence against Trolls, Orcs, Troll factions, and Orc factions. When he is at Carn Dûm, you may keep one more card than normal in your hand.', {
    minion: true, leader: true, bodyDiscard: [9], handAt: { site: 'Carn Dûm', elsewhere: 'Dol Guldur' },
    influence: [{ delta: 4, races: ['Troll', 'Orc'], label: '+4 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
    followers: [{ delta: 4, races: ['Troll', 'Orc'], label: '+4 direct influence against Trolls and Orcs', test: 'Old Troll', other: 'Layos' }],
  }),
  character('Lieutenant of Dol Guldur', 'Unique. Olog-hai. Leader. Manifestation of Gorfaur the Lame. Discard on a body check result of 9. +2 direct influence against Trolls, Orcs, Troll factions, and Orc factions. When he is at Dol Guldur, you may keep one more card than normal in your hand.', {
    minion: true, leader: true, bodyDiscard: [9], handAt: { site: 'Dol Guldur', elsewhere: 'Minas Morgul' },
    influence: [{ delta: 2, races: ['Troll', 'Orc'], label: '+2 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
    followers: [{ delta: 2, races: ['Troll', 'Orc'], label: '+2 direct influence against Trolls and Orcs', test: 'Old Troll', other: 'Layos' }],
  }),
  character('Old Troll', 'Discard on a body check result of 8. +1 direct influence against Trolls, Orcs, Troll factions, and Orc factions. -1 to all corruption checks.', {
    minion: true, bodyDiscard: [8], corruptionCheck: -1,
    influence: [{ delta: 1, races: ['Troll', 'Orc'], label: '+1 direct influence against Troll factions and Orc factions', test: 'Hill Trolls', other: 'Dunlendings' }],
    followers: [{ delta: 1, races: ['Troll', 'Orc'], label: '+1 direct influence against Trolls and Orcs', test: 'Troll Lout', other: 'Layos' }],
  }),
  character('Shámas', 'Unique. +1 direct influence against Man factions. Additionally, +2 direct influence against the Dunlendings faction.', {
    minion: true, influence: [raceFactions(1, 'Man', 'Easterlings', 'Hill Trolls'), { ...named(2, 'Dunlendings', 'Hill Trolls'), expected: 3 }],
  }),
];
