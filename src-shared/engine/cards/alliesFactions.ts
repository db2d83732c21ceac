/**
 * Card definitions: allies and factions. Each with the card's words in `text` and at least one scenario.
 *
 * Factions are played from the MP hand by playMpCard at the site their text names (the
 * definition's `requires`); the influence roll adds the standard modifications below
 * (influenceModifiers, called by phases/site.ts where the faction roll is made).
 */
import type { CardDef, Scenario } from '../effects/types';
import type { ScenarioKit } from '../../../tests/cards/kit/kit';
import { nameKey } from '../facts';
import { minionKit, playing } from '../../../tests/cards/kit/templates';
import type { EngineCard, GameEvent, GameState } from '../types';
import type { RollEvent } from '../events';

// Card files import no engine values (state, kit): the engine imports the definitions (effects/defs → cards/index).
function cardOf(s: GameState, inst: number): EngineCard {
  return s.catalog.cards[s.cardOf[inst] as string] as EngineCard;
}

/** A race as a faction's "Standard Modifications" names it, and the character race it means. */
const RACE_OF: Record<string, string> = { Dúnedain: 'Dúnadan', Elves: 'Elf', Dwarves: 'Dwarf', Hobbits: 'Hobbit', Men: 'Man' };

interface StandardMod {
  race: string;
  delta: number;
}

/** A standard modification by another faction: it applies "if the indicated faction is in play (regardless of the controlling player)" (coe-rules glossary). */
interface FactionMod {
  faction: string;
  delta: number;
}

/** By folded name and alignment ("easterlings|Minion"): the hero and minion printings of a faction differ. */
const FACTION_MODS = new Map<string, StandardMod[]>();
const FACTION_IN_PLAY_MODS = new Map<string, FactionMod[]>();
/** Factions whose text says "Once in play, the number required to influence this faction is 0." */
const ZERO_IN_PLAY = new Set<string>();

/** Modifications to a faction's influence roll for this influencing character (the unused direct influence is counted by the caller). */
export function influenceModifiers(s: GameState, _seat: number, character: number, faction: number): { label: string; value: number }[] {
  const f = cardOf(s, faction);
  const key = `${f.key}|${f.alignment}`;
  const mods = FACTION_MODS.get(key) ?? [];
  const race = cardOf(s, character).race ?? '';
  const out = mods.filter((m) => RACE_OF[m.race] === race).map((m) => ({ label: `${m.race} (standard modification)`, value: m.delta }));
  const inPlay = new Set(s.players.flatMap((p) => p.playArea.map((i) => cardOf(s, i).key)));
  for (const m of FACTION_IN_PLAY_MODS.get(key) ?? []) if (inPlay.has(nameKey(m.faction))) out.push({ label: `${m.faction} in play (standard modification)`, value: m.delta });
  return out;
}

/** The number an opponent's influence attempt must beat for this faction in play, when its text changes it (else null). */
export function influenceNumberInPlay(s: GameState, faction: number): number | null {
  const f = cardOf(s, faction);
  return ZERO_IN_PLAY.has(`${f.key}|${f.alignment}`) ? 0 : null;
}

/** A character of each race, for the scenarios. */
const SAMPLE: Record<string, string> = { Dúnadan: 'Ioreth', Elf: 'Elrond', Dwarf: 'Óin', Hobbit: 'Bilbo', Man: 'Gamling the Old' };

/** Two dice that add up to `sum` (2–12). */
function diceFor(sum: number): [number, number] {
  const a = Math.min(6, Math.max(1, sum - 1));
  return [a, sum - a];
}

/**
 * `who` (alone at `site`, entered) plays the faction `name` from the MP hand, `inPlay` (a faction)
 * in an opponent's play when given, on dice for an influence total of `total` with `delta` in
 * standard modifications. Returns the faction card, the influence roll and its standard modifications.
 */
function attemptAt(k: ScenarioKit, name: string, who: string, site: string, inPlay: string | null, total: number, delta: number): { card: number; roll: GameEvent | undefined; got: number } {
  const { id, chars } = k.company(0, [who], site);
  const ch = chars[0] as number;
  playing(k, id, true);
  if (inPlay) k.inPlay(1, inPlay);
  const card = k.mpHand(0, name);
  const sum = total - k.card(who).di - delta;
  k.expect(sum >= 2 && sum <= 12, `a roll of ${sum} is possible`);
  k.rig(diceFor(sum));
  k.act(0, { type: 'playMpCard', inst: card, character: ch });
  const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influence');
  const got = ((roll?.mods ?? []) as { label: string; value: number }[]).filter((m) => m.label.includes('standard modification')).reduce((n, m) => n + m.value, 0);
  return { card, roll, got };
}

/** `who` (alone at `site`, in the site phase) cannot play the faction `name` from the MP hand: its requirements fail. */
function refusedAt(title: string, kitOf: (k: ScenarioKit) => ScenarioKit, name: string, who: string, site: string): Scenario {
  return {
    title,
    run: (k0) => {
      const k = kitOf(k0);
      const { id, chars } = k.company(0, [who], site);
      playing(k, id);
      const card = k.mpHand(0, name);
      k.equal(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number }).code, 'REQUIREMENTS', 'refusal');
    },
  };
}

/** "Once in play, the number required to influence this faction is 0": an opponent's influence attempt (Ioreth's, at `site`) must beat 0. */
function zeroInPlayScenario(name: string, site: string): Scenario {
  return {
    title: `once in play, an opponent's influence attempt against ${name} needs more than 0`,
    run: (k) => {
      const { id, chars } = k.company(0, ['Ioreth'], site);
      playing(k, id, true);
      const f = k.inPlay(1, name);
      k.act(0, { type: 'influenceAttempt', influencer: chars[0] as number, target: f });
      const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt');
      k.equal(roll?.need, 1, 'the number to beat is 0');
    },
  };
}

/**
 * A faction whose whole text is "Unique. Playable at <site> if the influence check is greater
 * than <n>. Standard Modifications: <race> (<±m>), …".
 */
function faction(name: string, text: string, site: string, need: number, mods: StandardMod[], manifestation = false): CardDef {
  FACTION_MODS.set(`${nameKey(name)}|Hero`, mods);
  const attempt = (who: string, withMods: number, expectSuccess: boolean, title: string) => ({
    title,
    run: (k: ScenarioKit) => {
      // The roll that succeeds exactly with the modification (or fails exactly without it).
      const { card, roll, got } = attemptAt(k, name, who, site, null, need + 1 - (expectSuccess ? 0 : 1), withMods);
      k.expect(roll !== undefined, 'an influence roll is made');
      k.equal(got, withMods, `standard modifications for ${who}`);
      k.equal(k.where(card), expectSuccess ? 'playArea' : 'discard', name);
    },
  });
  const scenarios: Scenario[] = mods.map((m) => {
    const who = SAMPLE[RACE_OF[m.race] ?? ''] ?? 'Ioreth';
    return attempt(who, m.delta, m.delta > 0, `${who} (${m.race} ${m.delta > 0 ? '+' : ''}${m.delta}) influences ${name} at ${site} on a roll that needs the modification`);
  });
  const plain = Object.values(SAMPLE).find((who) => !mods.some((m) => SAMPLE[RACE_OF[m.race] ?? ''] === who)) as string;
  scenarios.push(attempt(plain, 0, false, `${plain} (no modification) fails with a total of exactly ${need}`));
  scenarios.push(refusedAt(`${name} is not playable away from ${site}`, (k) => k, name, plain, nameKey(site) === nameKey('Bree') ? 'Edoras' : 'Bree'));
  if (manifestation) scenarios.push(manifestationScenario(name, site, (k) => k, plain));
  return { name, alignment: ['Hero'], text, play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: [site] }] }, scenarios };
}

/** "Manifestation of minion/hero <name>": with the other version in play (an opponent's), this one is not playable. */
function manifestationScenario(name: string, site: string, kitOf: (k: ScenarioKit) => ScenarioKit, who: string): Scenario {
  return {
    title: `with the other manifestation of ${name} in an opponent's play, ${name} is not playable`,
    run: (k0) => {
      const k = kitOf(k0);
      const { id, chars } = k.company(0, [who], site);
      playing(k, id);
      k.inPlay(1, name);
      k.expect(k.card(name, 1).alignment !== k.card(name, 0).alignment, `the opponent's ${name} is the other manifestation`);
      const card = k.mpHand(0, name);
      k.equal(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number }).code, 'UNIQUE', 'refusal');
    },
  };
}

/** A minion character without influence bonuses (direct influence 2), for the minion factions' scenarios. */
const MINION = 'Tarcil';

/**
 * A minion faction whose whole text is "Unique. Playable at <site> if the influence check is
 * greater than <n>. [Once in play, the number required to influence this faction is 0.]
 * [Standard Modifications: <faction> (<±m>), …]". Scenarios run with a Ringwraith player active.
 */
function minionFaction(name: string, text: string, site: string, need: number, zeroInPlay: boolean, mods: FactionMod[], manifestation = false): CardDef {
  FACTION_IN_PLAY_MODS.set(`${nameKey(name)}|Minion`, mods);
  if (zeroInPlay) ZERO_IN_PLAY.add(`${nameKey(name)}|Minion`);
  const minion = minionKit;
  const attempt = (mod: FactionMod | null, title: string): Scenario => ({
    title,
    run: (k0) => {
      const k = minion(k0);
      const delta = mod?.delta ?? 0;
      const success = delta >= 0;
      const { card, got } = attemptAt(k, name, MINION, site, mod?.faction ?? null, need + 1 - (success ? 0 : 1), delta);
      k.equal(got, delta, 'standard modifications');
      k.equal(k.where(card), success ? 'playArea' : 'discard', name);
    },
  });
  const scenarios: Scenario[] = [attempt(null, `${MINION} influences ${name} at ${site} with a total of exactly ${need + 1}`)];
  for (const m of mods) scenarios.push(attempt(m, `with ${m.faction} in play (an opponent's), the roll gets ${m.delta > 0 ? '+' : ''}${m.delta}`));
  scenarios.push(refusedAt(`${name} is not playable away from ${site}`, minion, name, MINION, nameKey(site) === nameKey('Moria') ? 'Goblin-gate' : 'Moria'));
  if (zeroInPlay) scenarios.push(zeroInPlayScenario(name, site));
  if (manifestation) scenarios.push(manifestationScenario(name, site, minion, MINION));
  return { name, alignment: ['Minion'], text, play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: [site] }] }, scenarios };
}

/** Ice-orcs: a minion faction playable at any Ruins & Lairs in Forochel or Withered Heath (not one named site). */
function iceOrcs(): CardDef {
  const name = 'Ice-orcs';
  FACTION_IN_PLAY_MODS.set(`${nameKey(name)}|Minion`, [{ faction: 'Wargs of the Forochel', delta: 2 }]);
  ZERO_IN_PLAY.add(`${nameKey(name)}|Minion`);
  const attempt = (site: string, total: number, wargs: boolean, success: boolean, title: string): Scenario => ({
    title,
    run: (k0) => {
      const k = minionKit(k0);
      const { card, got } = attemptAt(k, name, MINION, site, wargs ? 'Wargs of the Forochel' : null, total, wargs ? 2 : 0);
      k.equal(got, wargs ? 2 : 0, 'standard modifications');
      k.equal(k.where(card), success ? 'playArea' : 'discard', name);
    },
  });
  const refused = (site: string, why: string): Scenario => refusedAt(`${name} is not playable at ${site} (${why})`, minionKit, name, MINION, site);
  return {
    name,
    alignment: ['Minion'],
    text: 'Unique. Playable at any Ruins & Lairs [{R}] in Forochel or Withered Heath if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. Standard Modifications: Wargs of the Forochel (+2).',
    play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteType', types: ['R'] }, { is: 'region', names: ['forochel', 'withered heath'] }] },
    scenarios: [
      attempt('Lossadan Cairn', 11, false, true, `${MINION} influences ${name} at Lossadan Cairn (Forochel) with a total of exactly 11`),
      attempt('Gold Hill', 10, false, false, `${MINION} fails to influence ${name} at Gold Hill (Withered Heath) with a total of 10`),
      attempt('Gold Hill', 11, true, true, 'with Wargs of the Forochel in play (an opponent\'s), the roll gets +2'),
      refused('Lossadan Camp', 'a Border-hold in Forochel'),
      refused('Isengard', 'a Ruins & Lairs elsewhere'),
      zeroInPlayScenario(name, 'Lossadan Cairn'),
    ],
  };
}

export const ALLIES_FACTIONS: CardDef[] = [
  faction("Woses of the Eryn Vorn", "Unique. Manifestation of minion Woses of the Eryn Vorn. Playable at The Worthy Hills if the influence check is greater than 10. Standard Modifications: none.", "The Worthy Hills", 10, [], true),
  minionFaction("Beornings", "Unique. Manifestation of hero Beornings. Playable at Beorn's House if the influence check is greater than 9.", "Beorn's House", 9, false, [], true),
  minionFaction("Dunlendings", "Unique. Manifestation of hero Dunlendings. Playable at Dunnish Clan-hold if the influence check is greater than 9. Standard Modifications: Hillmen (+2).", "Dunnish Clan-hold", 9, false, [{faction: "Hillmen",delta: 2}], true),
  minionFaction("Easterlings", "Unique. Manifestation of hero Easterlings. Playable at Easterling Camp if the influence check is greater than 8. Standard Modifications: Balchoth (+2), Wain-easterlings (+2), Men of Dorwinion (-2).", "Easterling Camp", 8, false, [{faction: "Balchoth",delta: 2},{faction: "Wain-easterlings",delta: 2},{faction: "Men of Dorwinion",delta: -2}], true),
  minionFaction("Hillmen", "Unique. Manifestation of hero Hillmen. Playable at Cameth Brin if the influence check is greater than 10. Standard Modifications: Dunlendings (+2), Angmarim (+2).", "Cameth Brin", 10, false, [{faction: "Dunlendings",delta: 2},{faction: "Angmarim",delta: 2}], true),
  minionFaction("Men of Dorwinion", "Unique. Manifestation of hero Men of Dorwinion. Playable at Shrel-Kain if the influence check is greater than 10. Standard Modifications: Easterlings (-2), Balchoth (-2).", "Shrel-Kain", 10, false, [{faction: "Easterlings",delta: -2},{faction: "Balchoth",delta: -2}], true),
  minionFaction("Southrons", "Unique. Manifestation of hero Southrons. Playable at Southron Oasis if the influence check is greater than 8. Standard Modifications: Haradrim (+2), Asdriags (-2).", "Southron Oasis", 8, false, [{faction: "Haradrim",delta: 2},{faction: "Asdriags",delta: -2}], true),
  minionFaction("Variags of Khand", "Unique. Manifestation of hero Variags of Khand. Playable at Variag Camp if the influence check is greater than 8. Standard Modifications: Nûrniags (+2), Haradrim (-2).", "Variag Camp", 8, false, [{faction: "Nûrniags",delta: 2},{faction: "Haradrim",delta: -2}], true),
  faction("Men of Dale", "Unique. Playable at Dale if the influence check is greater than 7. Standard Modifications: Men (+2), Dwarves (+1).", "Dale", 7, [{race: "Men",delta: 2},{race: "Dwarves",delta: 1}]),
  faction("Men of Lake-town", "Unique. Playable at Lake-town if the influence check is greater than 8. Standard Modifications: Men (+2), Dwarves (-1).", "Lake-town", 8, [{race: "Men",delta: 2},{race: "Dwarves",delta: -1}]),
  faction("Beornings", "Unique. Playable at Beorn’s House if the influence check is greater than 7. Standard Modifications: Men (+1).", "Beorn’s House", 7, [{race: "Men",delta: 1}]),
  faction("Blue Mountain Dwarves", "Unique. Playable at Blue Mountain Dwarf-hold if the influence check is greater than 9. Standard Modifications: Elves (-2), Dwarves (+2).", "Blue Mountain Dwarf-hold", 9, [{race: "Elves",delta: -2},{race: "Dwarves",delta: 2}]),
  faction("Dunlendings", "Unique. Playable at Dunnish Clan-hold if the influence check is greater than 9. Standard Modifications: Men (-1), Dúnedain (-1), Dwarves (-1).", "Dunnish Clan-hold", 9, [{race: "Men",delta: -1},{race: "Dúnedain",delta: -1},{race: "Dwarves",delta: -1}]),
  faction("Easterlings", "Unique. Playable at Easterling Camp if the influence check is greater than 9. Standard Modifications: Dúnedain (-2).", "Easterling Camp", 9, [{race: "Dúnedain",delta: -2}]),
  faction("Elves of Lindon", "Unique. Playable at Grey Havens if the influence check is greater than 9. Standard Modifications: Dúnedain (+1), Elves (+2).", "Grey Havens", 9, [{race: "Dúnedain",delta: 1},{race: "Elves",delta: 2}]),
  faction("Ents of Fangorn", "Unique. Playable at Wellinghall if the influence check is greater than 9. Standard Modifications: Hobbits (+4).", "Wellinghall", 9, [{race: "Hobbits",delta: 4}]),
  faction("Hillmen", "Unique. Playable at Cameth Brin if the influence check is greater than 9. Standard Modifications: Men (+1).", "Cameth Brin", 9, [{race: "Men",delta: 1}]),
  faction("Hobbits", "Unique. Playable at Bag End if the influence check is greater than 8. Standard Modifications: Hobbits (+4).", "Bag End", 8, [{race: "Hobbits",delta: 4}]),
  faction("Iron Hill Dwarves", "Unique. Playable at Iron Hill Dwarf-hold if the influence check is greater than 8. Standard Modifications: Elves (-2), Dwarves (+2).", "Iron Hill Dwarf-hold", 8, [{race: "Elves",delta: -2},{race: "Dwarves",delta: 2}]),
  faction("Knights of Dol Amroth", "Unique. Playable at Dol Amroth if the influence check is greater than 8. Standard Modifications: Dúnedain (+1).", "Dol Amroth", 8, [{race: "Dúnedain",delta: 1}]),
  faction("Lossoth", "Unique. Playable at Lossadan Camp if the influence check is greater than 8. Standard Modifications: Men (+1).", "Lossadan Camp", 8, [{race: "Men",delta: 1}]),
  faction("Men of Anfalas", "Unique. Playable at Lond Galen if the influence check is greater than 8. Standard Modifications: Dúnedain (+1).", "Lond Galen", 8, [{race: "Dúnedain",delta: 1}]),
  faction("Men of Anórien", "Unique. Playable at Minas Tirith if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Minas Tirith", 7, [{race: "Dúnedain",delta: 1}]),
  faction("Men of Dorwinion", "Unique. Playable at Shrel-Kain if the influence check is greater than 6. Standard Modifications: Men (+1).", "Shrel-Kain", 6, [{race: "Men",delta: 1}]),
  faction("Men of Lamedon", "Unique. Playable at Vale of Erech if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Vale of Erech", 7, [{race: "Dúnedain",delta: 1}]),
  faction("Men of Lebennin", "Unique. Playable at Pelargir if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Pelargir", 7, [{race: "Dúnedain",delta: 1}]),
  faction("Men of Northern Rhovanion", "Unique. Playable at Lake-town if the influence check is greater than 6. Standard Modifications: Men (+1).", "Lake-town", 6, [{race: "Men",delta: 1}]),
  faction("Rangers of Ithilien", "Unique. Playable at Henneth Annûn if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Henneth Annûn", 7, [{race: "Dúnedain",delta: 1}]),
  faction("Rangers of the North", "Unique. Playable at Bree if the influence check is greater than 9. Standard Modifications: Dúnedain (+1).", "Bree", 9, [{race: "Dúnedain",delta: 1}]),
  faction("Riders of Rohan", "Unique. Playable at Edoras if the influence check is greater than 9. Standard Modifications: Hobbits (+1), Dúnedain (+1).", "Edoras", 9, [{race: "Hobbits",delta: 1},{race: "Dúnedain",delta: 1}]),
  faction("Southrons", "Unique. Playable at Southron Oasis if the influence check is greater than 8. Standard Modifications: Dúnedain (-2), Elves (-2), Dwarves (-2).", "Southron Oasis", 8, [{race: "Dúnedain",delta: -2},{race: "Elves",delta: -2},{race: "Dwarves",delta: -2}]),
  faction("The Great Eagles", "Unique. Playable at Eagles’ Eyrie if the influence check is greater than 9. Standard Modifications: none.", "Eagles’ Eyrie", 9, []),
  faction("Tower Guard of Minas Tirith", "Unique. Playable at Minas Tirith if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Minas Tirith", 7, [{race: "Dúnedain",delta: 1}]),
  faction("Variags of Khand", "Unique. Playable at Variag Camp if the influence check is greater than 9. Standard Modifications: none.", "Variag Camp", 9, []),
  faction("Wood-elves", "Unique. Playable at Thranduil’s Halls if the influence check is greater than 8. Standard Modifications: Men (-1), Elves (+1), Dwarves (-2).", "Thranduil’s Halls", 8, [{race: "Men",delta: -1},{race: "Elves",delta: 1},{race: "Dwarves",delta: -2}]),
  faction("Woodmen", "Unique. Playable at Woodmen-town if the influence check is greater than 7. Standard Modifications: Men (+1).", "Woodmen-town", 7, [{race: "Men",delta: 1}]),
  faction("Woses of Old Pûkel-land", "Unique. Playable at Wose Passage-hold if the influence check is greater than 8. Standard Modifications: none.", "Wose Passage-hold", 8, []),
  faction("Woses of the Drúadan Forest", "Unique. Playable at Drúadan Forest if the influence check is greater than 9. Standard Modifications: none.", "Drúadan Forest", 9, []),
  minionFaction("Angmarim", "Unique. Playable at Carn Dûm if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. Standard Modifications: Easterlings (+2), Hillmen (+2).", "Carn Dûm", 10, true, [{faction: "Easterlings",delta: 2},{faction: "Hillmen",delta: 2}]),
  minionFaction("Haradrim", "Unique. Playable at Southron Oasis if the influence check is greater than 9. Standard Modifications: Southrons (+2), Variags of Khand (-2).", "Southron Oasis", 9, false, [{faction: "Southrons",delta: 2},{faction: "Variags of Khand",delta: -2}]),
  minionFaction("Petty-dwarves", "Unique. Playable at The Worthy Hills if the influence check is greater than 11.", "The Worthy Hills", 11, false, []),
  minionFaction("Wain-easterlings", "Unique. Playable at Easterling Camp if the influence check is greater than 9. Standard Modifications: Easterlings (+2), Nûriags (-2).", "Easterling Camp", 9, false, [{faction: "Easterlings",delta: 2},{faction: "Nûriags",delta: -2}]),
  minionFaction("Asdriags", "Unique. Playable at Nûrniag Camp if the influence check is greater than 10. Standard Modifications: Nûrniags (+2), Variags of Khand (+2), Balchoth (-2).", "Nûrniag Camp", 10, false, [{faction: "Nûrniags",delta: 2},{faction: "Variags of Khand",delta: 2},{faction: "Balchoth",delta: -2}]),
  minionFaction("Black Númenóreans", "Unique. Playable at Gobel Mírlond if the influence check is greater than 8. Standard Modifications: Umbarean Corsairs (+2).", "Gobel Mírlond", 8, false, [{faction: "Umbarean Corsairs",delta: 2}]),
  minionFaction("Corsairs of Rhûn", "Unique. Playable at Raider-hold if the influence check is greater than 9. Standard Modifications: Easterlings (+2), Men of Dorwinion (-2).", "Raider-hold", 9, false, [{faction: "Easterlings",delta: 2},{faction: "Men of Dorwinion",delta: -2}]),
  minionFaction("Morgul-orcs", "Unique. Playable at Minas Morgul if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. Standard Modifications: Ungol-orcs (-2), Orcs of Angmar (+2).", "Minas Morgul", 8, true, [{faction: "Ungol-orcs",delta: -2},{faction: "Orcs of Angmar",delta: 2}]),
  minionFaction("Nûriags", "Unique. Playable at Variag Camp if the influence check is greater than 9. Standard Modifications: Haradrim (+2), Southrons (-2).", "Variag Camp", 9, false, [{faction: "Haradrim",delta: 2},{faction: "Southrons",delta: -2}]),
  minionFaction("Orcs of Dol Guldur", "Unique. Playable at Dol Guldur if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. Standard Modifications: Orcs of Moria (-2), Orcs of the Red Eye (+2).", "Dol Guldur", 8, true, [{faction: "Orcs of Moria",delta: -2},{faction: "Orcs of the Red Eye",delta: 2}]),
  minionFaction("Balchoth", "Unique. Playable at Raider-hold if the influence check is greater than 8. Standard Modifications: Easterlings (+2), Men of Dorwinion (-2).", "Raider-hold", 8, false, [{faction: "Easterlings",delta: 2},{faction: "Men of Dorwinion",delta: -2}]),
  minionFaction("Goblins of Goblin-gate", "Unique. Playable at Goblin-gate if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. Standard Modifications: Grey Mountain Goblins (+2).", "Goblin-gate", 8, true, [{faction: "Grey Mountain Goblins",delta: 2}]),
  minionFaction("Grey Mountain Goblins", "Unique. Playable at Gondmaeglom if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. Standard Modifications: Orcs of Gundabad (+2), Goblins of Goblin-gate (+2).", "Gondmaeglom", 8, true, [{faction: "Orcs of Gundabad",delta: 2},{faction: "Goblins of Goblin-gate",delta: 2}]),
  minionFaction("Nûrniags", "Unique. Playable at Nûrniag Camp if the influence check is greater than 9. Standard Modifications: Nûriags (+2), Balchoth (-2), Variags of Khand (+2).", "Nûrniag Camp", 9, false, [{faction: "Nûriags",delta: 2},{faction: "Balchoth",delta: -2},{faction: "Variags of Khand",delta: 2}]),
  minionFaction("Orcs of Angmar", "Unique. Playable at Mount Gram if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. Standard Modifications: Morgul-orcs (+2), Orcs of Gundabad (-2).", "Mount Gram", 8, true, [{faction: "Morgul-orcs",delta: 2},{faction: "Orcs of Gundabad",delta: -2}]),
  minionFaction("Orcs of Gundabad", "Unique. Playable at Mount Gundabad if the influence check is greater than 9. Once in play, the number required to influence this faction is 0. Standard Modifications: Grey Mountain Goblins (+2), Orcs of Angmar (-2).", "Mount Gundabad", 9, true, [{faction: "Grey Mountain Goblins",delta: 2},{faction: "Orcs of Angmar",delta: -2}]),
  minionFaction("Orcs of Moria", "Unique. Playable at Moria if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. Standard Modifications: Goblins of Goblin-gate (+2), Orcs of Dol Guldur (-2).", "Moria", 10, true, [{faction: "Goblins of Goblin-gate",delta: 2},{faction: "Orcs of Dol Guldur",delta: -2}]),
  minionFaction("Umbarean Corsairs", "Unique. Playable at Gobel Mírlond if the influence check is greater than 8. Standard Modifications: Black Númenóreans (+2), Southrons (+2).", "Gobel Mírlond", 8, false, [{faction: "Black Númenóreans",delta: 2},{faction: "Southrons",delta: 2}]),
  minionFaction("Wargs of the Forochel", "Unique. Playable at Lossadan Cairn if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. Standard Modifications: Ice-orcs (+2), Misty Mountain Wargs (+2).", "Lossadan Cairn", 10, true, [{faction: "Ice-orcs",delta: 2},{faction: "Misty Mountain Wargs",delta: 2}]),
  minionFaction("White Mountain Wolves", "Unique. Playable at Stone-circle if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. Standard Modifications: Dunlendings (+2).", "Stone-circle", 10, true, [{faction: "Dunlendings",delta: 2}]),
  minionFaction("Woses of the Eryn Vorn", "Unique. Playable at The Worthy Hills if the influence check is greater than 11.", "The Worthy Hills", 11, false, []),
  iceOrcs(),
  {
    name: 'Snaga-hai',
    alignment: ['Minion'],
    text: 'Playable at any tapped or untapped Shadow-hold [{S}] if the influence check is greater than 9. Once in play, the number required to influence this faction is 0.',
    play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteType', types: ['S'] }] },
    scenarios: [
      {
        title: 'Tarcil influences Snaga-hai at an already tapped Moria with a total of exactly 10; the next roll of 9 fails',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, [MINION, 'Eradan'], 'Moria');
          k.companyById(id).siteTapped = true;
          playing(k, id);
          const card = k.mpHand(0, 'Snaga-hai');
          k.rig(diceFor(10 - k.card(MINION).di));
          k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
          k.equal(k.where(card), 'playArea', 'Snaga-hai');
          playing(k, id);
          const other = k.mpHand(0, 'Snaga-hai');
          k.rig(diceFor(9 - k.card('Eradan').di));
          k.act(0, { type: 'playMpCard', inst: other, character: chars[1] as number });
          k.equal(k.where(other), 'discard', 'the second Snaga-hai (not unique) fails on 9');
        },
      },
      refusedAt('Snaga-hai is not playable at a Ruins & Lairs (Isengard)', minionKit, 'Snaga-hai', MINION, 'Isengard'),
      zeroInPlayScenario('Snaga-hai', 'Moria'),
    ],
  },
  {
    name: 'War-wolf',
    alignment: ['Minion'],
    text: 'Playable at any tapped or untapped Ruins & Lairs [{R}] with a Wolf automatic-attack or at any tapped or untapped Shadow-hold [{S}] with an Orc automatic-attack.',
    play: {
      side: 'resource',
      windows: ['site'],
      requires: [
        {
          is: 'custom',
          label: 'a Ruins & Lairs with a Wolf automatic-attack or a Shadow-hold with an Orc automatic-attack',
          test: (q) => {
            const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
            const site = co ? q.s.catalog.cards[co.site] : undefined;
            const has = (race: RegExp) => (site?.autoAttacks ?? []).some((a) => race.test(a.race));
            return Boolean(site && ((site.siteType === 'R' && has(/^Wol(f|ves)$/i)) || (site.siteType === 'S' && has(/^Orcs?$/i))));
          },
        },
      ],
    },
    scenarios: [
      {
        title: 'played at a tapped Isengard (Wolves) and a tapped Moria (Orcs); not at the Dead Marshes (Undead)',
        run: (k0) => {
          const k = minionKit(k0);
          for (const [site, ok] of [['Isengard', true], ['Moria', true], ['Dead Marshes', false]] as const) {
            const { id, chars } = k.company(0, [MINION], site);
            k.companyById(id).siteTapped = true;
            playing(k, id);
            const card = k.mpHand(0, 'War-wolf');
            const ch = chars[0] as number;
            if (ok) {
              k.act(0, { type: 'playMpCard', inst: card, character: ch });
              k.expect(k.s.chars[ch]?.allies.includes(card) ?? false, `War-wolf joins at ${site}`);
            } else k.equal(k.refused(0, { type: 'playMpCard', inst: card, character: ch }).code, 'REQUIREMENTS', `refusal at ${site}`);
          }
        },
      },
      {
        title: 'War-wolf faces a strike with its own prowess (2)',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, [MINION, 'Eradan'], 'Moria');
          const wolf = k.ally(chars[0] as number, 'War-wolf');
          k.creatureAttack(id, 'Orc-watch');
          k.passAll();
          for (const t of [wolf, ...chars]) if (k.top()?.kind === 'combat') k.act(0, { type: 'assignStrike', target: t });
          k.rig([1, 1]);
          k.act(0, { type: 'resolveStrike', target: wolf, stayUntapped: false });
          const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike');
          k.equal(roll?.prowess, k.card('War-wolf').prowess, "War-wolf's prowess");
        },
      },
    ],
  },
];
ZERO_IN_PLAY.add(`${nameKey('Snaga-hai')}|Minion`);
