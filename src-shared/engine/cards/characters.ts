/** Card definitions: characters. Each with the card's words in `text` and at least one scenario. */
import type { CardDef, Scenario, StaticEffect } from '../effects/types';
import { bodyCheckDiscardScenarios, factionInfluenceScenarios, figuresScenarios, prowessAgainstOrcsScenario, type CharacterFigures } from '../scenario/templates';

/** A modification to the character's influence checks against factions, with the factions its scenarios try. */
interface FactionBonus {
  delta: number;
  /** Folded faction names ("rangers of the north"); all factions when neither this nor `playableAt` is given. */
  factions?: string[];
  /** Folded site names: factions playable there. */
  playableAt?: string[];
  label: string;
  /** A faction the bonus applies to, and one it does not (null when it applies to all). */
  test: string;
  other: string | null;
}

interface CharacterSpec extends CharacterFigures {
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
    stat.push({ on: 'self', stat: 'factionInfluence', delta: b.delta, label: b.label, ...(b.factions ? { factions: b.factions } : {}), ...(b.playableAt ? { playableAt: b.playableAt } : {}) });
    scenarios.push(...factionInfluenceScenarios(name, b.delta, b.test, b.other, { minion: spec.minion ?? false }));
  }
  return { name, text, ...(stat.length > 0 ? { static: stat } : {}), scenarios };
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
const allFactions = (delta: number, label: string, test: string): FactionBonus => ({ delta, label, test, other: null });
/** "-1 to influence checks against factions". */
const minusOne = (test = 'Riders of Rohan'): FactionBonus => allFactions(-1, '-1 to influence checks against factions', test);

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
  character('Horseman in the Night', '+1 direct influence against any faction.', { minion: true, influence: [allFactions(1, '+1 direct influence against any faction', 'Dunlendings')] }),
];
