/** Card definitions: characters. Each with the card's words in `text` and at least one scenario. */
import type { CardDef, Scenario, StaticEffect } from '../effects/types';
import type { ScenarioKit } from '../scenario/kit';
import { bodyCheckDiscardScenarios, factionInfluenceScenarios, figuresScenarios, minionTurn, prowessAgainstOrcsScenario, type CharacterFigures } from '../scenario/templates';

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
  handAt?: { site: string; elsewhere: string };
  /** "+N prowess against Orcs". */
  orcs?: number;
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
  const scenarios: Scenario[] = [...figuresScenarios(name, spec)];
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
  if (spec.leader) scenarios.push(leaderScenario(name));
  if (spec.homeOnly) {
    stat.push({ on: 'self', stat: 'homeSiteOnly' });
    scenarios.push(homeSiteOnlyScenario(name, spec.homeOnly.home, spec.homeOnly.haven));
  }
  if (spec.handAt) {
    stat.push({ on: 'self', stat: 'handSize', delta: 1, at: [spec.handAt.site.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')] });
    scenarios.push(...handSizeScenarios(name, spec.handAt.site, spec.handAt.elsewhere, spec.minion ?? false));
  }
  for (const b of spec.followers ?? []) {
    stat.push({ on: 'self', stat: 'characterInfluence', delta: b.delta, label: b.label, ...(b.races ? { races: b.races } : {}), ...(b.names ? { names: b.names } : {}) });
    scenarios.push(...followerScenarios(name, b, spec.minion ?? false));
  }
  return { name, text, ...(stat.length > 0 ? { static: stat } : {}), scenarios };
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
];
