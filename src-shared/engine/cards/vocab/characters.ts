/**
 * Characters: the `character(...)` factory (a character whose text the card data carries out, plus the bonuses its spec
 * names; scenarios from tests/cards/templates/characters.ts) and the helpers character definitions share.
 */
import { cardOf, companyOfChar, nameKey, player, regionOf, removeFrom, setZones, sitePathTypes, type AbilitySpec, type CardDef, type GameState, type Predicate, type Query, type StaticEffect } from '../cardApi';

/** A modification to the character's influence checks against factions, with the factions its scenarios try. */
export interface FactionBonus {
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
export interface CharacterBonus {
  delta: number;
  races?: string[];
  /** Folded names. */
  names?: string[];
  /** Folded home sites ("any character … that has Edoras as a home site"). */
  homeSites?: string[];
  label: string;
  /** A character the bonus applies to, and one it does not (of the same alignment as the controller). */
  test: string;
  other: string;
}

export interface CharacterFigures {
  /** The card's own "±N to all (of his) corruption checks" (0 when the text gives none). */
  corruptionCheck?: number;
  /** The card's "-N marshalling points if eliminated" (0 when the text gives none). */
  eliminatedMp?: number;
  /** A minion character: played by the Ringwraith player (seat 1 made active). */
  minion?: boolean;
}

export interface CharacterSpec extends CharacterFigures {
  followers?: CharacterBonus[];
  /** "Leader.": a company can only contain one leader unless at a Haven (coe-rules 2.II.3.1.3). */
  leader?: boolean;
  /** "Leader." printed in his text but missing from the card data's keywords: his own `leader` effect says it (phases/organization.ts leaders). */
  leaderByText?: boolean;
  /** "Unless he is one of the starting characters, he may only be brought into play at his home site": his home site and a Haven. */
  homeOnly?: { home: string; haven: string };
  /** "When he is at <site>, you may keep one more card than normal in your hand": the site, and another where he does not help. */
  handAt?: { site: string; elsewhere: string; sites?: string[] };
  /** "+N prowess against Orcs". */
  orcs?: number;
  /** "Healing effects affect all characters in her company". */
  healsCompany?: boolean;
  /** His own abilities ("He can tap to …"); the scenarios that use them are in his scenario file. */
  abilities?: AbilitySpec[];
  /** A Ringwraith: he never makes corruption checks (Arda Revised), so his figures scenario checks that instead of a modifier. */
  ringwraith?: boolean;
  influence?: FactionBonus[];
  /**
   * Modifications against factions only the other alignment has ("+4 direct influence against Riders of Rohan" on a minion): no template
   * scenario plays them; the card's scenario file shows them in an influence attempt on an opponent's faction (tests/cards/helpers/opponentFactionInfluence.ts).
   */
  opponentFactions?: Pick<FactionBonus, 'delta' | 'factions' | 'races' | 'label'>[];
  /** "Discard on a body check result of …". */
  bodyDiscard?: number[];
  /** "Against Nazgûl and Ringwraiths, +N to her prowess and the Nazgûl/Ringwraith's body is halved (rounded up)": N. */
  wraiths?: number;
}

/** "Against Nazgûl and Ringwraiths": Nazgûl hazards (creatures) and Ringwraith characters (company-vs-company combat). */
const WRAITHS = ['Nazgûl', 'Ringwraith'];

/** The spec as the scenario template reads it (`template.args[0]`): plain data, the abilities left out. */
export type CharacterData = Omit<CharacterSpec, 'abilities'>;

/**
 * A character whose text is carried out by the card data (figures, skills, race, "Unique.",
 * corruption-check modifier, negative marshalling points) plus, when given, prowess against
 * Orcs and modifications to influence checks against factions (his own `self` static effects).
 */
export function character(name: string, text: string, spec: CharacterSpec = {}): CardDef {
  const stat: StaticEffect[] = [];
  if (spec.orcs) stat.push({ on: 'self', stat: 'prowess', delta: spec.orcs, againstRaces: ['Orc'] });
  if (spec.bodyDiscard) stat.push({ on: 'self', stat: 'bodyCheckDiscard', results: spec.bodyDiscard });
  if (spec.wraiths) stat.push({ on: 'self', stat: 'prowess', delta: spec.wraiths, againstRaces: WRAITHS }, { on: 'self', stat: 'halvesBody', races: WRAITHS });
  for (const b of spec.influence ?? []) {
    stat.push({
      on: 'self', stat: 'factionInfluence', delta: b.delta, label: b.label,
      ...(b.factions ? { factions: b.factions } : {}), ...(b.playableAt ? { playableAt: b.playableAt } : {}), ...(b.races ? { races: b.races } : {}),
    });
  }
  if (spec.leaderByText) stat.push({ on: 'self', stat: 'leader' });
  if (spec.healsCompany) stat.push({ on: 'healing', scope: 'company' });
  if (spec.homeOnly) stat.push({ on: 'self', stat: 'homeSiteOnly' });
  if (spec.handAt) stat.push({ on: 'self', stat: 'handSize', delta: 1, at: spec.handAt.sites ?? [spec.handAt.site.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')] });
  for (const b of spec.opponentFactions ?? []) stat.push({ on: 'self', stat: 'factionInfluence', delta: b.delta, label: b.label, ...(b.factions ? { factions: b.factions } : {}), ...(b.races ? { races: b.races } : {}) });
  for (const b of spec.followers ?? []) {
    stat.push({ on: 'self', stat: 'characterInfluence', delta: b.delta, label: b.label, ...(b.races ? { races: b.races } : {}), ...(b.names ? { names: b.names } : {}), ...(b.homeSites ? { homeSites: b.homeSites } : {}) });
  }
  const { abilities, ...data } = spec;
  const args: [CharacterData] = [data];
  return { name, text, ...(stat.length > 0 ? { static: stat } : {}), ...(abilities ? { abilities } : {}), template: { kind: 'character', args } };
}

/*
 * Ringwraiths. Arda Revised, Wizard and Ringwraith universal abilities: "Ringwraiths no longer suffer from movement and party restrictions
 * and do not need “mode” cards (Heralded Lord, Black Rider, Rider, Fell Rider)": a Ringwraith is never in a mode, so "in Heralded Lord mode" and
 * "in Fell Rider mode" cannot arise. "Manifestation of …": no other manifestation of a Ringwraith is in the Arda data (uniqueness is the card's own).
 * "Can use sorcery": the sorcery cards check their user's text themselves.
 */

/** The Darkhavens [{DH}] of the Arda map (folded names): the Ringwraith player's Havens. */
export const DARKHAVENS = ['minas morgul', 'dol guldur', 'carn dum', 'geann a-lisch'];

/** The character (the card whose ability it is) is at a Darkhaven. */
export const atDarkhaven = {
  is: 'custom' as const,
  label: 'at a Darkhaven',
  test: (q: Query) => {
    const co = companyOfChar(q.s, q.inst);
    return co !== undefined && DARKHAVENS.includes(q.s.catalog.cards[co.site]?.key ?? '');
  },
};

/** Wildernesses [{w}] in the site path of a move from `site` through `regions`. */
export function wildernessCount(s: GameState, site: string, regions: string[]): number {
  const origin = regionOf(s.catalog, site);
  return origin ? sitePathTypes(s.catalog, origin, regions).filter((t) => t === 'w').length : 0;
}

/** Takes the card out of the seat's set's discard piles; false when it is not there. */
export function fromDiscard(s: GameState, seat: number, inst: number): boolean {
  const z = setZones(s, player(s, seat).alignment);
  return Object.values(z.discards).some((pile) => removeFrom(pile, inst));
}

export const named = (delta: number, faction: string, other: string): FactionBonus => ({
  delta,
  factions: [faction.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')],
  label: `${delta > 0 ? '+' : ''}${delta} direct influence against ${faction}`,
  test: faction,
  other,
});
export const atSite = (delta: number, site: string, faction: string, other: string): FactionBonus => ({
  delta,
  playableAt: [site.toLowerCase()],
  label: `${delta > 0 ? '+' : ''}${delta} direct influence against factions playable at ${site}`,
  test: faction,
  other,
});
/** "+N direct influence against <race> factions". */
export const raceFactions = (delta: number, race: string, test: string, other: string): FactionBonus => ({
  delta,
  races: [race],
  label: `${delta > 0 ? '+' : ''}${delta} direct influence against ${race} factions`,
  test,
  other,
});
export const allFactions = (delta: number, label: string, test: string): FactionBonus => ({ delta, label, test, other: null });
/** "-1 to influence checks against factions". */
export const minusOne = (test = 'Riders of Rohan'): FactionBonus => allFactions(-1, '-1 to influence checks against factions', test);

/**
 * A minion Leader: "Discard on a body check result of <discard>. +<delta> direct influence against Orcs and Orc factions." Its
 * scenario's follower (template data only) is an Orc whose mind (3, or 4 for a +4) needs the whole bonus.
 */
export const orcLeader = (name: string, text: string, discard: number, delta: number, leaderByText = false): CardDef =>
  character(name, text, {
    minion: true, ...(leaderByText ? { leaderByText } : { leader: true }), bodyDiscard: [discard],
    influence: [raceFactions(delta, 'Orc', 'Goblins of Goblin-gate', 'Dunlendings')],
    // The refusal's character: a mind above his direct influence less the bonus (Ivic's is 6, Luitprand's 1).
    followers: [{ delta, races: ['Orc'], label: `+${delta} direct influence against Orcs`, test: delta >= 4 ? 'Snaga' : 'Orc Tracker', other: delta <= 2 ? 'Ivic' : 'Luitprand' }],
  });

/** Factions playable in Anfalas, Anórien, Belfalas, Lamedon and Lebennin that are not Dúnedain (those the race bonus already names): Men of Anfalas (Lond Galen), Men of Anórien (Minas Tirith), Men of Lamedon and Army of the Dead (Vale of Erech), Men of Lebennin (Pelargir), Woses of the Drúadan Forest. */
const SOUTH_GONDOR_FACTIONS = ['men of anfalas', 'men of anorien', 'men of lamedon', 'men of lebennin', 'woses of the druadan forest', 'army of the dead'];

/**
 * Firiel, Súrion: "Agent. +2 direct influence against Dúnedain and factions that can be played in Anfalas, Anórien, Belfalas, Lamedon, and
 * Lebennin": Dúnadan characters (followers, influence attempts), Dúnadan factions, and the other factions playable in those regions, +2 once
 * (Knights of Dol Amroth and the Tower Guard of Minas Tirith are Dúnedain). Those factions are the Wizard player's: the bonus counts in an
 * influence attempt on an opponent's faction (the card's scenario file). Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played
 * as if they were Minion cards or characters".
 */
export function southGondorAgent(name: string, text: string): CardDef {
  return character(name, text, {
    minion: true,
    influence: [raceFactions(2, 'Dúnadan', 'Black Númenóreans', 'Dunlendings')],
    opponentFactions: [{ delta: 2, factions: SOUTH_GONDOR_FACTIONS, label: '+2 direct influence against factions that can be played in Anfalas, Anórien, Belfalas, Lamedon, and Lebennin' }],
    followers: [{ delta: 2, races: ['Dúnadan'], label: '+2 direct influence against Dúnedain', test: 'Tarcil', other: 'Ivic' }],
  });
}

/**
 * "If Éowyn is in your hand": a character of this name in the player's Play hand. Arda never meets it — characters come into play
 * from the Character deck's face-up roving characters, never from the Play hand (Arda Revised setup: the Play deck holds no
 * characters) — so such a card is refused with this reason.
 */
export function characterInHand(name: string): Predicate {
  const key = nameKey(name);
  return {
    is: 'custom',
    label: `${name} in your hand (in Arda characters are never in the Play hand)`,
    test: (q) => player(q.s, q.seat).hand.some((i) => cardOf(q.s, i).key === key),
  };
}
