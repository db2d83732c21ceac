/**
 * Factions: played from the MP hand by playMpCard at the site their text names (the definition's `requires`); the influence
 * roll adds their standard modifications, kept in each definition as a `faction` static (effects/types.ts; effects/statics.ts
 * factionModifiers, called by phases/site.ts where the faction roll is made).
 */
import type { CardDef, StaticEffect } from '../cardApi';

/** A race as a faction's "Standard Modifications" names it, and the character race it means. */
export const RACE_OF: Record<string, string> = { Dúnedain: 'Dúnadan', Elves: 'Elf', Dwarves: 'Dwarf', Hobbits: 'Hobbit', Men: 'Man' };

export interface StandardMod {
  race: string;
  delta: number;
}

/** A standard modification by another faction: it applies "if the indicated faction is in play (regardless of the controlling player)" (coe-rules glossary). */
export interface FactionMod {
  faction: string;
  delta: number;
}

/**
 * A faction whose whole text is "Unique. Playable at <site> if the influence check is greater
 * than <n>. Standard Modifications: <race> (<±m>), …". Scenarios: tests/cards/templates/factions.ts.
 */
export function faction(name: string, text: string, site: string, need: number, mods: StandardMod[], manifestation = false): CardDef {
  const own: StaticEffect[] = mods.length > 0 ? [{ on: 'faction', byRace: mods.map((m) => ({ race: RACE_OF[m.race] as string, label: m.race, delta: m.delta })) }] : [];
  return {
    name,
    alignment: ['Hero'],
    text,
    play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: [site] }] },
    ...(own.length > 0 ? { static: own } : {}),
    template: { kind: 'faction', args: [site, need, mods, manifestation] },
  };
}

/**
 * A minion faction whose whole text is "Unique. Playable at <site> if the influence check is
 * greater than <n>. [Once in play, the number required to influence this faction is 0.]
 * [Standard Modifications: <faction> (<±m>), …]". Scenarios (with a Ringwraith player active): tests/cards/templates/factions.ts.
 */
export function minionFaction(name: string, text: string, site: string, need: number, zeroInPlay: boolean, mods: FactionMod[], manifestation = false): CardDef {
  const own: StaticEffect[] = mods.length > 0 || zeroInPlay ? [{ on: 'faction', ...(mods.length > 0 ? { byFaction: mods } : {}), ...(zeroInPlay ? { inPlayNumber: 0 } : {}) }] : [];
  return {
    name,
    alignment: ['Minion'],
    text,
    play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: [site] }] },
    ...(own.length > 0 ? { static: own } : {}),
    template: { kind: 'minionFaction', args: [site, need, zeroInPlay, mods, manifestation] },
  };
}

/**
 * A minion faction an Orc or Troll leader may keep: "Unique. Playable at <site> [or <site>] if the influence check is greater than
 * <n>. Once in play, the number required to influence this faction is 0. If this influence attempt is made by an Orc or Troll
 * leader, you may place this faction under the control of that leader and not tap the site. Discard the faction if the leader
 * moves or leaves play. Three or more factions controlled by the same leader give 2 extra marshalling points. Standard
 * Modifications: …" (the engine's `leader` clause: leaderFactions.ts). Scenarios: tests/cards/templates/factions.ts.
 */
export function leaderFaction(name: string, text: string, sites: string[], need: number, mods: FactionMod[], anyOther?: { race: string; label: string; delta: number }): CardDef {
  return {
    name,
    alignment: ['Minion'],
    text,
    play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: sites }] },
    static: [
      {
        on: 'faction',
        ...(mods.length > 0 ? { byFaction: mods } : {}),
        ...(anyOther ? { byFactionRace: anyOther } : {}),
        inPlayNumber: 0,
        leader: { races: ['Orc', 'Troll'], groupOf: 3, groupMp: 2 },
      },
    ],
    template: { kind: 'leaderFaction', args: [sites, need, mods, anyOther ?? null] },
  };
}
