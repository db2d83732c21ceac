/**
 * The engine's plain-data types: setup, state, actions, events, rejections. Everything
 * here is JSON: the state can be stored, sent over IPC and compared byte for byte.
 */
import type { ArdaSet, DeckId } from '../arda/model';
import type { RngState } from './rng';

export type Alignment = 'wizard' | 'ringwraith';
export const ALIGNMENTS: readonly Alignment[] = ['wizard', 'ringwraith'];
export type Status = 'untapped' | 'tapped' | 'wounded';
export type SiteTypeCode = 'H' | 'F' | 'B' | 'R' | 'S' | 'D';
export type RegionTypeCode = 'w' | 's' | 'd' | 'b' | 'f' | 'c';

export interface AutoAttack {
  race: string;
  strikes: number;
  /** Each character faces one strike (strikes = company size). */
  eachCharacter: boolean;
  prowess: number;
  body: number | null;
  attackerChooses: boolean;
  /** The card in play that gives the site this additional automatic-attack (a Dragon "at Home"): defeated, the card goes to the defender's marshalling point pile. */
  from?: number;
  /** It cannot be canceled this turn (Arouse Defenders: "… is increased by 2 and cannot be canceled"): Attack.uncancelable. */
  uncancelable?: boolean;
  /**
   * Not a printed attack but a creature the hazard player may play from his hand as this automatic-attack ("Opponent may play as an
   * automatic-attack one non-unique hazard creature from his hand normally keyed to a Shadow-hold [{S}]"): which creatures qualify
   * (combat.ts handCreatures); the other figures are unused. The site definition's `handCreatureAttack` effect adds it.
   */
  fromHand?: HandCreatureKeying;
  /** A hazard permanent-event in play used as this automatic-attack, discarded once the attack is over ("must be used as an additional automatic-attack (discard after use—ignore result of defeat)"): Attack.spent. */
  spent?: number;
}

/** The creatures a site lets the hazard player play from his hand as its automatic-attack: normally keyed to one of these site types, or to a single one of these region types; `nonUnique`: only non-unique ones. */
export interface HandCreatureKeying {
  siteTypes: SiteTypeCode[];
  singleRegions?: RegionTypeCode[];
  nonUnique: boolean;
}

/** What the engine reads of a card: computed from the catalogue's CardRecord by facts.ts. */
export interface EngineCard {
  id: string;
  name: string;
  /** Folded English name without accents or "(…)" suffix: how texts' site names are matched. */
  key: string;
  type: 'Character' | 'Resource' | 'Hazard' | 'Site' | 'Region';
  alignment: string;
  subtype: string | null;
  unique: boolean;
  keywords: string[];
  text: string;
  mp: number;
  mpType: string | null;
  /** Points lost when this character is eliminated ("-3 marshalling points if eliminated"). */
  eliminatedMp: number;
  avatar: boolean;
  mind: number | null;
  di: number;
  prowess: number | null;
  body: number | null;
  race: string | null;
  skills: string[];
  homeSite: string | null;
  /** Corruption points the card gives its bearer / target. */
  corruption: number;
  /** Modifier to the character's own corruption checks ("+4 to all of his corruption checks"). */
  corruptionCheckMod: number;
  itemClass: 'minor' | 'major' | 'greater' | 'gold ring' | 'special' | null;
  gear: 'weapon' | 'armor' | 'shield' | 'helmet' | null;
  prowessBonus: number;
  prowessMax: number | null;
  bodyBonus: number;
  bodyMax: number | null;
  diBonus: number;
  /** Creature */
  strikes: number;
  strikesEach: boolean;
  attackerChooses: boolean;
  keyRegionTypes: RegionTypeCode[];
  keySiteTypes: SiteTypeCode[];
  keySites: string[];
  keyRegions: string[];
  /** "May also be played at any site / Ruins & Lairs [{R}] … in these regions": sites (of these types; null = any, Havens excluded when nonHaven) in these regions (folded names). */
  keySitesIn?: { regions: string[]; types: SiteTypeCode[] | null; nonHaven?: boolean }[];
  /** Keying only while Doors of Night is in play (true) or not (false): "If Doors of Night is in play, may also be played keyed to …". */
  keyIf?: { doorsOfNight: boolean; regionTypes: RegionTypeCode[]; regions: string[] }[];
  eventKind: 'short' | 'long' | 'permanent' | null;
  /** Site */
  siteType: SiteTypeCode | null;
  region: string | null;
  playable: string[];
  autoAttacks: AutoAttack[];
  /** Under-deeps sites are reached through their surface sites (Under-deeps movement), not by region movement. */
  underDeeps: boolean;
  /**
   * Under-deeps site: its "Adjacent Sites: Moria (0), The Gem-deeps (6) …" line, each a folded site name (or, for "Any site in Udûn",
   * a folded region name) with the roll printed beside it.
   */
  adjacentSites?: { site?: string; region?: string; roll: number }[];
  /** Folded name of the site's region. */
  regionKey: string | null;
  /** Site: the printed site path from its nearest Haven (region type codes), when the data gives one. */
  sitePath?: RegionTypeCode[];
  /** Region */
  regionType: RegionTypeCode | null;
  adjacent: string[];
  /** Folded names of the adjacent regions. */
  adjacentKeys: string[];
  /** Ally / faction / other MP card: the sites its text names ("Playable at Moria"), as folded names. */
  playableAt: string[];
  /** "Playable at any … Ruins & Lairs [{R}]": site types its text allows. */
  playableAtTypes: SiteTypeCode[];
  influenceNumber: number | null;
  /** Ring special items: the ring's kind ("magic", "dwarven", "lesser", "spirit", "mind", "one"). */
  ringKind: string | null;
  /** Gold rings: which roll names which kind. */
  ringTests: { kind: string; min: number; max: number }[];
}

export type GameProfile = 'arda-revised' | 'dark-arda';
export const GAME_PROFILES: readonly GameProfile[] = ['arda-revised', 'dark-arda'];
/** What a game profile's rules say about the table, written once (engine, API schema, CLI and forms read it). */
export interface ProfileFacts {
  /** The rules' name in messages: "Arda Revised", "Dark Arda". */
  name: string;
  /** Seats it plays: Arda Revised "should not exceed 7 players"; Dark Arda "is a MECCG game for 2 to 9 players". */
  seats: { min: number; max: number };
  /** The seat range in the rules' words, after the name: `${name} ${seatsRule}, not ${n}`. */
  seatsRule: string;
  /** The text's own words on the limit, quoted after a refusal when seatsRule does not quote it. */
  seatsQuote: string | null;
  /**
   * MP needed to call the end when the game names none: Arda Revised "This council is called when
   * one player has amassed 12 marshalling points"; Dark Arda "any player with 25 or more MP may call
   * the Audience with Sauron". A group may agree on another figure (GameOptions.councilMp).
   */
  callMp: number;
  /** The sides a seat may play. */
  alignments: readonly Alignment[];
  /** Those sides in the rules' words, after the name: `${name} ${alignmentsRule}`. */
  alignmentsRule: string;
}

export const PROFILES: Record<GameProfile, ProfileFacts> = {
  'arda-revised': {
    name: 'Arda Revised',
    seats: { min: 2, max: 7 },
    seatsRule: 'plays 2 to 7 players',
    seatsQuote: 'Nb. Arda should not exceed 7 players; just start a second game!',
    callMp: 12,
    alignments: ['wizard', 'ringwraith'],
    alignmentsRule: 'is played by Wizard and Ringwraith players',
  },
  'dark-arda': {
    name: 'Dark Arda',
    seats: { min: 2, max: 9 },
    seatsRule: '"is a MECCG game for 2 to 9 players"',
    seatsQuote: null,
    callMp: 25,
    alignments: ['ringwraith'],
    alignmentsRule: 'is played by Ringwraith players only ("Each player is assigned the role of one of the nine rulers of mortal men")',
  },
};

/** A profile's facts; a setup stored without one (or with an unknown one) plays Arda Revised. */
export function profileFacts(profile: GameProfile | undefined): ProfileFacts {
  return PROFILES[profile as GameProfile] ?? PROFILES['arda-revised'];
}

/** The seat counts a profile offers, fewest first (Arda Revised 2–7, Dark Arda 2–9). */
export function seatCounts(profile: GameProfile): number[] {
  const { min, max } = profileFacts(profile).seats;
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** Why `n` seats cannot play the profile, in its rules' words, or null. */
export function seatCountProblem(profile: GameProfile | undefined, n: number): string | null {
  const p = profileFacts(profile);
  if (n >= p.seats.min && n <= p.seats.max) return null;
  return `${p.name} ${p.seatsRule}, not ${n}${p.seatsQuote ? ` ("${p.seatsQuote}")` : ''}`;
}

const SIDE_NAMES: Record<Alignment, string> = { wizard: 'a Wizard', ringwraith: 'a Ringwraith' };

/** Why a seat named `seatName` cannot play `alignment` under the profile, or null. */
export function seatAlignmentProblem(profile: GameProfile | undefined, seatName: string, alignment: Alignment): string | null {
  const p = profileFacts(profile);
  if (p.alignments.includes(alignment)) return null;
  return `${p.name} ${p.alignmentsRule}: ${seatName} plays ${alignment}, not ${p.alignments.map((a) => SIDE_NAMES[a]).join(' or ')}`;
}

/** MP needed to call the Council / Audience: the game's own figure, else its profile's. */
export function callMpOf(setup: { profile?: GameProfile; options?: { councilMp?: number } }): number {
  return setup.options?.councilMp ?? profileFacts(setup.profile).callMp;
}

export interface PlayerSetup {
  seat: number;
  name: string;
  kind: 'human' | 'bot';
  alignment: Alignment;
  /** A computer seat's strength (bots/planner.ts chooseBotAction); absent: 'simple'. */
  level?: 'simple' | 'planner';
}

export interface SetupSet {
  set: ArdaSet;
  /** MP card id → the site card ids its sleeves name. Absent: derived from card data. */
  mpLocations?: Record<string, string[]>;
}

export interface GameOptions {
  /** MP needed to call the Free Council / Audience with Sauron (absent: the profile's, callMpOf). */
  councilMp?: number;
  /** Safety stop: rounds after which the game is scored as it stands (never reached by normal games). */
  maxRounds?: number;
}

export interface GameSetup {
  players: PlayerSetup[];
  sets: Partial<Record<Alignment, SetupSet>>;
  /** Card facts by id (facts.ts buildEngineCards); must hold every card of the sets, the sites and the regions. */
  cards: Record<string, EngineCard>;
  /**
   * 'arda-revised': Arda Revised for 2–7 players (5–7: the appendix's simultaneous turns).
   * 'dark-arda': "Compiled Arda Rules — Minion" (Dark Arda), 2–9 Ringwraith players (5–9 simultaneous).
   */
  profile: GameProfile;
  seed: string | number;
  /**
   * The rules version the game was started with (RULES_VERSION in api.ts). A saved game of an
   * older version cannot be replayed by this engine: its actions were legal under other rules.
   */
  rules?: number;
  options?: GameOptions;
}

/** The static part of a game: shared by reference between states, never mutated. */
export interface Catalog {
  cards: Record<string, EngineCard>;
  /** folded region name → region facts */
  regions: Record<string, { name: string; type: RegionTypeCode; adj: string[] }>;
  /** Site card ids forming each alignment's map. */
  sites: Record<Alignment, string[]>;
  /** folded site name → site id, per alignment */
  siteByName: Record<Alignment, Record<string, string>>;
  /** MP card id → site ids where it can be played, per alignment */
  mpLocations: Record<Alignment, Record<string, string[]>>;
  /** Rivendell / Minas Morgul site id per alignment */
  ringSite: Record<Alignment, string | null>;
}

export interface SetZones {
  decks: Record<DeckId, number[]>;
  discards: Record<DeckId, number[]>;
  faceUp: { character: number[]; minor: number[]; mp: number[] };
}

export interface PlayerState {
  seat: number;
  name: string;
  kind: 'human' | 'bot';
  alignment: Alignment;
  hand: number[];
  mpHand: number[];
  /** Marshalling point pile: stored items, defeated creatures, kills, MP events. */
  mpPile: number[];
  /** Eliminated characters (their negative MP count). */
  eliminatedPile: number[];
  /**
   * Cards removed from the game (coe-rules glossary, "remove from the game": "cards removed from the game no longer have any affect or
   * interaction with the game"): Dark Tryst's "remove this card from the game" (Effect `removeFromGame`; absent = none).
   */
  removed?: number[];
  /** The drafted avatar not yet in play (Dark Arda setup: the selected Ringwraith, then his Ringwraith followers, until the starting companies form). */
  avatar: number[];
  /** Factions, permanent and long events the player controls. */
  playArea: number[];
  /** Characters dealt at setup, before the starting company is chosen. */
  pool: number[];
  /** Negative points from characters lost to an opponent in company-vs-company combat. */
  penalty: number;
  turnsTaken: number;
  /** The avatar was eliminated: the player is out of the game. */
  out: boolean;
  avatarInPlay: number | null;
  /** Dark Arda: "each Ringwraith begins the game with a copy of each of the mode cards" — Heralded Lord, Black Rider, Fell Rider instances from the Avatar deck, kept here to be played and reused (absent: other profiles). */
  modeCards?: number[];
  /**
   * Dark Arda Whispers of Rings: the Treasure (MP) hand is not refilled before the end of this player's turn number
   * `treasureHeldUntil` (his turnsTaken then): "does not refill … until the end of his or her first turn as an active player"
   * (setup), "does not refill his or her Treasure Hand to five cards until after his or her next turn" (rings drawn). Absent: no wait.
   */
  treasureHeldUntil?: number;
}

export interface CharState {
  owner: number;
  company: string;
  followerOf: number | null;
  items: number[];
  allies: number[];
  hazards: number[];
}

export interface Company {
  id: string;
  owner: number;
  chars: number[];
  site: string;
  /**
   * Declared movement for this turn. `underDeeps`: Under-deeps movement (coe-rules 2.II.7.iii), which has no site path
   * ("The company doesn't have a site path (i.e. a surface site's region is not moved through)"; `regions` is empty).
   */
  dest: { site: string; regions: string[]; underDeeps?: boolean } | null;
  /** Site tapped for this company (Arda: until it moves away). */
  siteTapped: boolean;
  /** Whether the company entered its site this turn. */
  entered: boolean;
}

export interface Attack {
  source: 'creature' | 'auto' | 'company';
  label: string;
  creature: number | null;
  strikes: number;
  prowess: number;
  body: number | null;
  attackerChooses: boolean;
  /** Company-vs-company: the attacking characters, one strike each, in order. */
  attackers: number[];
  attackerSeat: number;
  defenderSeat: number;
  companyId: string;
  attackerCompanyId: string | null;
  killMp: number;
  /** An automatic-attack a card in play gives the site (AutoAttack.from). */
  from?: number;
  /** The hazard permanent-event used as this automatic-attack (AutoAttack.spent): discarded as the attack ends, whatever its result (combat.ts continueQueue). */
  spent?: number;
  /** Strikes that are not an attack (Cruel Caradhras): no attack modifications or windows, strikes that cannot be canceled, body checks modified by `bodyCheck`. */
  strikesOnly?: { bodyCheck: number };
  /** Body checks resulting from its successful strikes are modified by this (Tribal Banner: "All body checks resulting from successful strikes of this attack are modified by +1"). */
  bodyCheck?: number;
  /**
   * One of several attacks of one creature (Slayer: "Two attacks (of one strike each) all against the same character"): attacks still to
   * follow, whether every attack so far was defeated, the character they are all against (`sameTarget`), attacks cancelled by its own text.
   */
  multi?: { left: number; strikes: number; defeated: boolean; sameTarget: boolean; target?: number; cancels: number };
  /**
   * Each character in the company faces one strike (Crebain, Watcher in the Water, such automatic-attacks): Arda Revised, "Such
   * an attack is never affected by a card or effect that modifies the number of strikes of an attack" (combat.ts strikesFixed).
   */
  oneEach?: boolean;
  /** coe-rules §3.4: "A company’s composition and overt/covert status is checked at the beginning of each attack and then remains consistent for the duration of that attack" (overt.ts isOvert). */
  overt?: boolean;
  /** The attack cannot be canceled (Arouse Defenders): combat.ts cancelCombat leaves it under way. */
  uncancelable?: boolean;
  /**
   * The defender assigns all its strikes, to any character of his company whatever his status (Motionless Among the Slain: "You assign all
   * strikes of the attack regardless of the attack’s normal capabilities and character status"; combat.ts assignableTargets).
   */
  defenderAssignsAll?: boolean;
  /** A detainment attack by the text of the card that made it ("faces a detainment attack …: Orcs — four strikes with 6 prowess"; combat.ts isDetainment). */
  detainment?: boolean;
  /**
   * Modifications cards gave the attack that the first attempt to cancel it cancels instead (Unabated in Malice: "The first
   * attempt to cancel this attack instead cancels the effects of this card"): combat.ts cancelCombat undoes the first one not
   * `spent` and leaves the attack under way. `by`: the card's name ("Cannot be duplicated on a given attack").
   */
  cancelFirst?: { by: string; strikes: number; prowess: number; body: number; spent?: boolean }[];
}

export interface StrikeSlot {
  target: number;
  excess: number;
  resolved: boolean;
  /** 'defeated' | 'failed' (strike failed, not defeated) | 'tie' | 'wounded' | 'eliminated' */
  outcome: string | null;
  /** CvC: the attacking character making this strike */
  attacker: number | null;
  /** Card effects on this strike's prowess (positive helps the attacker). */
  mod?: number;
  /** Card effects on this strike's body ("-2 to the body of one strike against the bearer"). */
  bodyMod?: number;
  /** The cards (folded names) whose effects modified this strike ("Cannot be duplicated against a given strike"). */
  by?: string[];
}

/** One declared action in a chain of effects: a card played, waiting to resolve (coe-rules §9.5). */
export interface ChainEntry {
  seat: number;
  inst: number;
  card: string;
  target: number | null;
  /** The window the card was declared in. */
  window: string;
  /** The character who paid a tapSkilled cost ("tap a sage to …"), if any. */
  payer?: number;
  /** An ability of a card in play (index into its definition's abilities), not a card played from the hand. */
  ability?: number;
  /** The character who bore the card when its ability was used. */
  bearer?: number;
  /**
   * Where the card was when its ability was declared, its costs paid (abilities.ts placeOf; absent when a cost discarded it):
   * the ability resolves only if the card is still there (coe-rules 9.2.1).
   */
  from?: string;
  /** A passive condition's action (index into its definition's statics), declared by the engine (effects/passive.ts). */
  passive?: number;
}

/** A card declared from a hand, which lies in the chain until it resolves: not an ability of a card in play nor a passive condition's action (their card stays where it is). */
export function isDeclaredCard(e: ChainEntry): boolean {
  return e.ability === undefined && e.passive === undefined;
}

/**
 * A corruption check waiting for its timing window (coe-rules §7: cards "played when a character makes a corruption check"):
 * rolled when the window's chain has resolved, then `then` is done if it passed (the transfer or storing it was for).
 */
export interface PendingCheck {
  inst: number;
  modifier: number;
  why: string;
  failure: 'byMargin' | 'discarded';
  then?: { do: 'transfer'; item: number; to: number } | { do: 'store'; item: number; seat: number };
}

/**
 * A body check waiting for its timing window (coe-rules §3.I.1: "The declaration of a body check initiates a chain of
 * effects during which actions can only be declared if they would directly affect the body check"): the wounded
 * character's strike finishes once the window's chain has resolved (combat.ts finishBodyCheck).
 */
export interface PendingBody {
  target: number;
  rollerSeat: number;
  killer: number | null;
  wasWounded: boolean;
  statusBefore: Status;
  /** The strike's prowess as rolled against (the creature's after-strike text reads it). */
  strikeProwess: number;
}

export type Step =
  | { kind: 'draftAvatar'; order: number[]; idx: number }
  | { kind: 'startingCompany'; order: number[]; idx: number }
  | { kind: 'draftMinor'; order: number[]; idx: number; round: number }
  | { kind: 'startingSite'; order: number[]; idx: number }
  | { kind: 'organization' }
  | { kind: 'longEvent' }
  | { kind: 'mhSelect' }
  | { kind: 'mhHazards'; companyId: string; hazardSeat: number; limit: number; played: number; passes: number; creaturesAt: number }
  | { kind: 'siteSelect' }
  | { kind: 'siteCompany'; companyId: string; stage: 'play' | 'minor' }
  | { kind: 'endTurn'; stage: 'active' | 'hazard' | 'done' }
  | {
      kind: 'combat';
      attack: Attack;
      stage: 'defenderAssign' | 'attackerAssign' | 'excess' | 'resolve';
      slots: StrikeSlot[];
      toAssign: number;
      excessLeft: number;
      /** Remaining automatic-attacks of the site to face after this one. */
      queue: AutoAttack[];
      /** The creature's effects "before defending characters are selected" are done (Corpse-candle; absent = not yet, or none). */
      beforeAssign?: boolean;
    }
  | { kind: 'discardExcess'; seat: number }
  /** Arda Revised §4: the hazard player draws "up to" one card per region moved through (at least one): his choice, made right after the company's movement/hazard phase starts (phases/movementHazard.ts). */
  | { kind: 'mhDraws'; companyId: string; seat: number; max: number }
  /**
   * An open chain of effects or timing window (coe-rules §9.5): `priority` may respond or pass;
   * after every seat in the game has passed in a row the entries resolve last-in first-out.
   */
  | { kind: 'chain'; window: string; companyId: string | null; entries: ChainEntry[]; priority: number; passes: number; pending?: PendingCheck; body?: PendingBody }
  /** Simultaneous turns: this active seat's turn is over; it waits until every active seat's is ("Always start and end the turn of both resource players simultaneously"). */
  | { kind: 'waitTurn' }
  /** The Free Council / Audience with Sauron: its corruption checks are being made, each in its own window; the game ends when the last is made (flow.ts). */
  | { kind: 'councilChecks' }
  | { kind: 'gameOver' }
  /** Dark Arda ring test (darkArda/ringTest.ts): the tester's player "may exchange the tested ring for any one of the revealed cards that matches the roll" (or a saved one) — which, or none. */
  | { kind: 'ringChoice'; seat: number; bearer: number; matches: number[] }
  /** Dark Arda Whispers of Rings (darkArda/whispers.ts): the seat's Treasure hand is short and its Whispers has room — "choose to draw from the Ring Deck when they would normally draw from the Marshalling Points Deck", up to `max` rings. */
  | { kind: 'ringDraw'; seat: number; whispers: number; max: number }
  /**
   * A character leaving play by a card's text (Call of Home: "Any one item held by the removed character may automatically be
   * transferred to another character in his company"): his player (`seat`) chooses the item kept and who takes it, or none;
   * then `inst` leaves play, into the Character deck (phases/keepItem.ts). `why`: the card's name.
   */
  | { kind: 'keepItem'; seat: number; inst: number; why: string }
  /**
   * A site's automatic-attack that is a creature from the hazard player's hand (AutoAttack.fromHand): `seat` plays one that qualifies
   * or none (phases/handAutoAttack.ts); then the site's remaining automatic-attacks (`queue`) follow.
   */
  | { kind: 'handAutoAttack'; seat: number; defender: number; companyId: string; siteName: string; keying: HandCreatureKeying; queue: AutoAttack[] }
  /** Dark Arda "Game Setup" 1 (phases/darkSetup.ts): Ringwraiths picked in `order`, highest roll first, counterclockwise. */
  | { kind: 'selectRingwraith'; order: number[]; idx: number }
  /** Dark Arda setup 1: Ringwraith followers — the Witch-king, Khamûl, the Witch-king again, then (from `uvathaFrom`) Ûvatha offered to the other players. */
  | { kind: 'ringwraithFollower'; order: number[]; idx: number; uvathaFrom: number }
  /** Dark Arda setup 2: each seat forms its starting company from its pool of dealt characters. */
  | { kind: 'darkCompany'; order: number[]; idx: number }
  /** Dark Arda setup 3: minor items (or Whispers of Rings / Orders from Lugbúrz) from the first player clockwise; `picks` made by the seat at `idx`. */
  | { kind: 'darkItems'; order: number[]; idx: number; picks: number };

export interface TurnState {
  number: number;
  round: number;
  active: number;
  firstHazard: number;
  characterPlayed: boolean;
  /** Characters brought into play this turn (absent = none): the first to go when general influence is exceeded (phases/generalInfluence.ts). */
  charactersPlayed?: number[];
  communalDiscardUsed: boolean;
  mhDone: string[];
  siteDone: string[];
  endDiscarded: number[];
  corruptionCardOn: number[];
  /** Cards on characters whose once-a-turn removal was attempted this turn ("Once during each of his organization phases"; phases/removal.ts). */
  removalTried?: number[];
  /** Opponents the active player made an influence attempt against this turn (absent = none). */
  influenced?: number[];
  /** Opponents whose companies the active player attacked this turn (absent = none). */
  attacked?: number[];
  /** Races of the attacks (creatures and automatic-attacks) each company has faced this turn, by company id (absent = none). */
  attacksFaced?: Record<string, string[]>;
  /** The creatures (folded names) each company has faced this turn, by company id (absent = none). */
  creaturesFaced?: Record<string, string[]>;
  /**
   * Later attacks of these races (all when `races` is empty) against a company get these modifications until the end of the turn
   * (Chill Douser, Bitter Cold; absent = none); with `creatures`, hazard creatures' attacks only ("the prowess of any hazard creatures played
   * against it this turn is modified by -1": Orc-mounts); with `cancel`, such an attack is cancelled as it starts ("All hazard
   * creature attacks against the scout's company this turn are canceled": Hide in Dark Places); `bodyCheck` modifies the body checks
   * its strikes cause (Tribal Totem: "Any body check resulting from a successful strike of such a modified attack is modified by +2").
   */
  attackMods?: { companyId: string; races: string[]; strikes: number; prowess: number; body?: number; bodyCheck?: number; label: string; creatures?: boolean; cancel?: boolean }[];
  /** Companies at whose new site no hazard creatures may be played this turn: none keyed to the site by its type or name (Crack in the Wall; absent = none). */
  noSiteCreatures?: string[];
  /** The hazard limit of these companies' movement/hazard phases this turn changes, to no less than `min` when given (Steeds: "decreased by two (to a minimum of 2)"; absent = none). */
  hazardLimitMods?: { companyId: string; delta: number; min?: number; label: string }[];
  /** The active player's avatar came into play this turn (absent = no). */
  avatarPlayed?: boolean;
  /** Additional automatic-attacks at sites until the end of the turn (Incite Denizens / Defenders): the site and the index of the automatic-attack duplicated (absent = none). */
  incited?: { site: string; index: number }[];
  /**
   * Hazard creatures of these types played against these companies this turn do not count against the hazard limit (Two or Three Tribes
   * Present; `nonUnique`: only non-unique ones, Bûthrakaur the Green; absent = none).
   */
  freeCreatures?: { companyId: string; race: string; nonUnique?: boolean }[];
  /** Regions (folded names) treated as these region types until the end of the turn (Withered Lands; absent = none). */
  regionsAs?: Record<string, RegionTypeCode[]>;
  /** Sites (folded names) treated as another site type until the end of the turn (Choking Shadows; absent = none). */
  sitesAs?: Record<string, SiteTypeCode>;
  /** Automatic-attacks of sites modified until the end of the turn (Choking Shadows, Veils of Shadow): the site, the automatic-attack's index, the prowess change, the most strikes it keeps (absent = none), whether it cannot be canceled (Arouse Defenders). */
  autoAttackMods?: { site: string; index: number; prowess: number; strikesTo?: number; uncancelable?: boolean }[];
  /** Short events whose effect "cannot be duplicated" used this turn, by folded card name (absent = none). */
  effectsUsed?: string[];
  /** Regions a company may enter beyond the usual three this turn, by company id (Cram, Noble Steed; absent = none). */
  extraRegions?: Record<string, number>;
  /**
   * Pairs of regions (keys) a company may move between as if they were adjacent this turn, either way round (The Misty Mountain Deeps:
   * "it may move as if the following pairs of regions were adjacent: Rhudaur and Anduin Vales, …"; phases/organization.ts declareMovement;
   * absent = none).
   */
  adjacentRegions?: { companyId: string; pairs: [string, string][]; label: string }[];
  /**
   * Attacks a company faces at the beginning of its movement/hazard phase this turn, made by the hazard player (The Ash Mountain Deeps:
   * "The company faces a detainment attack at the beginning of its movement/hazard phase: Orcs — four strikes with 6 prowess";
   * phases/movementHazard.ts startCompanyMH; absent = none).
   */
  mhStartAttacks?: { companyId: string; label: string; strikes: number; prowess: number; detainment?: boolean }[];
  /**
   * Sites where one more character may be brought into play this turn, beside the usual places and beyond "one character per turn" (A Chance
   * Meeting: "A non-Wizard character … may be brought into play with direct influence at any Free-hold [{F}], Border-hold [{B}], or Ruins &
   * Lairs [{R}]. This does not count against the one character per turn limit"; `direct`: under direct influence only; phases/organization.ts
   * playCharacter, each used once; absent = none).
   */
  characterAt?: { site: string; direct: boolean; label: string }[];
  /**
   * Creatures may not be keyed to these region types ('all': to any region, by type or by name) against a company this turn, when it
   * moves to a site of one of `ifDestTypes` if given (Hidden Ways: "No hazard creatures may be keyed by type to Wilderness"; Down Down
   * to Goblin-town: "If the company moves to a Ruins & Lairs, no hazard creatures may be played (by type or name) keyed to regions";
   * phases/movementHazard.ts isKeyed; absent = none).
   */
  keyingBarred?: { companyId: string; regionTypes: RegionTypeCode[] | 'all'; ifDestTypes?: SiteTypeCode[]; label: string }[];
  /** Sites (folded names) where the first item played this turn does not tap the site (Come By Night Upon Them; phases/site.ts playMpCard; absent = none). */
  freeItemAt?: string[];
}

export interface Modifier {
  inst: number;
  /** 'noTap': the character does not tap against the strike unless wounded by it (Dodge). 'noCreatures': no creature hazards may be played on his company this turn (Stealth). 'twoRolls': two rolls against the strike, the better one used (Swift Strokes). 'noStrikes': no strikes of the attack may be assigned to him (Ruse). 'factionCheck': +delta to his next influence check against a faction this turn (Muster, Gifts as Given of Old), used up by it. 'nextCheck': +delta to his next influence or corruption check this turn (A Friend or Three), used up by it. 'characterCheck': +delta to his next influence check against a character this turn (Old Friendship), used up by it. 'influenceCheck': +delta to his next influence attempt this turn, against a faction or an opponent's card, not a corruption check (When You Know More), used up by it. 'corruptionTurn': +delta to all his corruption checks this turn (Ren the Ringwraith).'strikeBody': +delta to the body of strikes he faces (Biter and Beater: "lower the body of strikes their bearers face by 1"; combat.ts struckBody), in company-vs-company combat the body of the attacking character whose strike he faces. */
  stat: 'prowess' | 'body' | 'di' | 'noTap' | 'noCreatures' | 'twoRolls' | 'noStrikes' | 'factionCheck' | 'nextCheck' | 'characterCheck' | 'influenceCheck' | 'corruptionTurn' | 'strikeBody';
  /** The card that made the modification (roll event labels). */
  label?: string;
  /** 'nextCheck' only: the modification when that check is a corruption check, if it differs ("+3 to an influence check … Alternatively, +2 to a corruption check"). */
  corruptionDelta?: number;
  delta: number;
  /** Card effects that last only for the current attack or strike (absent: until the end of the turn). */
  until?: 'attack' | 'strike';
}

/** How a game ended. Dark Arda: 'audience' (the Audience with Sauron), 'avatars-eliminated' (all Ringwraiths but one), 'one-ring'. */
export type EndReason = 'council' | 'audience' | 'elimination' | 'avatars-eliminated' | 'one-ring' | 'round-cap' | 'no-players';

/**
 * One active seat's turn in simultaneous turns (Arda Revised appendix): its own turn record and
 * steps. The lane being acted in has its record in GameState.turn / stack (its fields here are
 * null); between actions that is lane 0, the first-right token holder's.
 */
export interface Lane {
  seat: number;
  turn: TurnState | null;
  stack: Step[] | null;
}

export interface Lanes {
  /** Active seats' lanes, the first-right token holder first (the order timing conflicts resolve in). */
  list: Lane[];
  /** The lane whose turn and steps are in GameState.turn / stack. */
  current: number;
  /** Simultaneous turns begun so far (the token has passed count − 1 times). */
  count: number;
}

export interface GameResult {
  reason: EndReason;
  winners: number[];
  scores: Record<number, ScoreSheet>;
}

export interface ScoreSheet {
  character: number;
  item: number;
  faction: number;
  ally: number;
  kill: number;
  misc: number;
  negative: number;
  total: number;
}

export interface GameState {
  v: 1;
  catalog: Catalog;
  /** The rules the game is played by (absent: 'arda-revised'). */
  profile?: GameProfile;
  seed: string;
  options: { councilMp: number; maxRounds: number };
  rng: RngState;
  /** instance → card id */
  cardOf: string[];
  /** instance → the set (alignment) it belongs to */
  alignOf: Alignment[];
  /** instance → the deck it came from (where it returns when discarded) */
  deckOf: DeckId[];
  players: PlayerState[];
  /** Seats in turn order (toss winner first; Dark Arda: clockwise from the lowest seating roll). */
  order: number[];
  /** Dark Arda "Game Setup" 1: the seating dice, rolls[round][seat] (null: that seat did not re-roll a tie). Absent: other profiles. */
  seatRolls?: (number | null)[][];
  sets: Partial<Record<Alignment, SetZones>>;
  companies: Company[];
  chars: Record<string, CharState>;
  /** Tap state of characters, allies and other tappable in-play cards (absent = untapped). */
  status: Record<string, Status>;
  /** Hazard long-events: whose turn they were played on (discarded at that player's next long-event phase). */
  eventTurn: Record<string, number>;
  mods: Modifier[];
  stack: Step[];
  turn: TurnState;
  /** Simultaneous turns (5 or more seats): one lane per active seat. Absent: one active player at a time. */
  lanes?: Lanes;
  council: { calledBy: number; remaining: number[]; checked?: boolean } | null;
  /** Corruption checks waiting their turn for the corruption-check window, first first (corruption.ts requestCheck). */
  checkQueue?: PendingCheck[];
  nextCompany: number;
  result: GameResult | null;
  log: { seat: number; action: Action }[];
  /** Cards in play discarded when any play deck is exhausted ("Discard when any play deck is exhausted"; absent = none). */
  discardOnExhaust?: number[];
  /**
   * Cards an ally played and keeps (Dreams of Lore played by Treebeard: "Sage may not untap until Dreams of Lore is stored"):
   * card → ally. Allies hold no cards: the card lies with the character controlling the ally (cards/vocab/storing.ts; absent = none).
   */
  allyCards?: Record<string, number>;
  /**
   * Factions placed under the control of an Orc or Troll leader ("you may place this faction under the control of that leader and not
   * tap the site"): faction → leader. The faction lies in its player's play area; it is discarded when the leader moves or leaves play
   * (leaderFactions.ts; absent = none).
   */
  underLeader?: Record<string, number>;
  /** Items stored at a site their card names, for points other than their printed ones ("May be stored at Barad-dûr for 5 marshalling points"): card → points (storing.ts; absent = none). */
  storedMp?: Record<string, number>;
  /**
   * Cards played on a site (Houses of Healing: "Playable on a Free-hold [{F}]"): card → the site id it was played on. Sites are
   * the map, not cards in play: the card lies in its player's play area and acts at that location (cards/vocab/onSite.ts;
   * absent = none).
   */
  placedAt?: Record<string, string>;
  /**
   * Cards played on another card in play (Grond: "Playable on a unique Orc or Troll Faction"; Echo of all Joy: "Play on a
   * resource long-event"): card → the card it was played on. The card itself lies in its player's play area
   * (cards/vocab/onCard.ts; absent = none).
   */
  playedOn?: Record<string, number>;
  /** Pending trade offers between non-active players (Arda Revised §10; phases/trade.ts; absent = none). */
  trades?: TradeOffer[];
  /**
   * Dark Arda "Prone to Violence Rule" (darkArda/prone.ts): absent or 'virtual' = the virtual copy "considered to be in play" from
   * the start; a number = the real copy played (its instance); null = removed from play, no attacks "until a new copy can be played".
   */
  proneToViolence?: 'virtual' | number | null;
  /** Dark Arda: sites (folded names) each seat has tapped, "players individually keeping track of the sites they've visited and tapped" (darkArda/siteTaps.ts; absent = none). */
  sitesTapped?: Record<string, string[]>;
  /** Dark Arda: ring special items saved under a Whispers of Rings card, by that card's instance ("play up to two ring items underneath it"; absent = none). */
  whispers?: Record<string, number[]>;
  /** Dark Arda "Ringwraith Mode Rule": each seat's Ringwraith mode now (darkArda/modes.ts; absent = in no mode). */
  modes?: Record<string, RingwraithMode>;
  /**
   * Cards played by hand (byHand.ts): played by a human without a definition, or moved into a marshalling point pile by a manual
   * adjustment; their marshalling points are reported apart (`mpByHand`). Absent: none.
   */
  byHand?: number[];
}

/** Dark Arda: the three Ringwraith modes, "each player receives a copy of each of the three mode cards". */
export type RingwraithMode = 'Heralded Lord' | 'Black Rider' | 'Fell Rider';

export type Action =
  | { type: 'draftAvatar'; inst: number }
  | { type: 'chooseStartingCompany'; chars: number[] }
  | { type: 'draftMinor'; inst: number; bearer: number }
  | { type: 'chooseStartingSite'; site: string }
  | { type: 'playCharacter'; inst: number; site: string; controller: number | null }
  | { type: 'playAvatar'; site: string }
  | { type: 'setController'; inst: number; controller: number | null }
  | { type: 'splitCompany'; companyId: string; chars: number[] }
  | { type: 'joinCompany'; companyId: string; intoCompanyId: string }
  | { type: 'transferItem'; item: number; to: number }
  | { type: 'storeItem'; item: number }
  | { type: 'discardCommunal'; inst: number }
  | { type: 'declareMovement'; companyId: string; site: string; regions: string[] }
  | { type: 'cancelMovement'; companyId: string }
  | { type: 'testRing'; tester: number; ring: number }
  | { type: 'callCouncil' }
  /** Dark Arda: a real Prone to Violence from the hand, "even if it is not their turn" (darkArda/prone.ts). */
  | { type: 'playProneToViolence'; inst: number }
  /** Dark Arda: the Ringwraith assumes a mode in the organization phase at a Darkhaven (null: leaves his mode; darkArda/modes.ts). */
  | { type: 'assumeMode'; mode: RingwraithMode | null }
  /** Dark Arda: a ring special item from the Treasure (MP) hand placed under the player's Whispers of Rings (at most two; darkArda/whispers.ts). */
  | { type: 'saveRing'; inst: number; whispers: number }
  /** Dark Arda ring test: the matching ring taken in exchange for the tested one, or null to take none (darkArda/ringTest.ts). */
  | { type: 'chooseRing'; inst: number | null }
  /** Dark Arda Whispers of Rings: `count` rings from the Ring deck under the Whispers card instead of Treasure-hand draws (0: draw the Treasure hand as normal). */
  | { type: 'drawRings'; count: number }
  /** The item a character leaving play keeps in his company (step keepItem): `item` of his to `to`, another character of his company; both null: none. */
  | { type: 'keepItem'; item: number | null; to: number | null }
  /** The hazard player's creature from his hand played as a site's automatic-attack (step handAutoAttack), or null: none. */
  | { type: 'playAutoCreature'; inst: number | null }
  | { type: 'endPhase' }
  | { type: 'playResourceEvent'; inst: number }
  | { type: 'startCompanyMH'; companyId: string; draws?: number }
  | { type: 'playCreature'; inst: number }
  | { type: 'playHazardEvent'; inst: number; target: number | null }
  | { type: 'passHazards' }
  /** The hazard player's movement draws ("up to" the number of regions, at least one). */
  | { type: 'movementDraws'; draws: number }
  /** A non-active player offers one resource from his Play or MP hand in trade (Arda Revised §10; phases/trade.ts). */
  | { type: 'offerTrade'; to: number; give: number }
  /** The receiver of an offer gives one resource of the same hand back (accepts), or null (declines). */
  | { type: 'answerTrade'; from: number; give: number | null }
  /** The offering player takes back his pending offer. */
  | { type: 'withdrawTrade' }
  | { type: 'enterSite'; companyId: string }
  | { type: 'attackCompany'; companyId: string; targetCompanyId: string; attackers: number[] }
  | {
      type: 'playMpCard';
      inst: number;
      character: number;
      /** A faction played by an Orc or Troll leader placed under his control, the site left untapped (its `faction` effect's `leader`). */
      underLeader?: boolean;
      /** An item the influencer discards for the faction's modification ("influencer discards a major item (+3) or a greater item (+6)"). */
      discardItem?: number;
    }
  | { type: 'playMinorItem'; inst: number; character: number }
  | { type: 'influenceAttempt'; influencer: number; target: number }
  | { type: 'leaveSite' }
  | { type: 'assignStrike'; target: number }
  | { type: 'allocateExcess'; target: number }
  | { type: 'resolveStrike'; target: number; stayUntapped: boolean }
  | { type: 'discard'; inst: number }
  | { type: 'destroyOneRing'; bearer: number }
  /** The bearer taps (if the card says so) and rolls to remove a card on him ("may tap to attempt to remove this card"). */
  | { type: 'removeHazard'; inst: number; bearer: number }
  /** Plays a card that has a definition (effects/): declares it in a chain of effects. */
  | { type: 'playCard'; inst: number; target: number | null }
  /** Uses an ability of a card in play (its definition's abilities[ability]): declares it in a chain of effects. */
  | { type: 'useCard'; inst: number; ability: number; target: number | null }
  /** No (more) response in the open chain of effects. */
  | { type: 'passChain' }
  | { type: 'manual'; op: ManualOp }
  /** Dark Arda setup 1: the Ringwraith this seat plays (from the Avatar deck). */
  | { type: 'selectRingwraith'; inst: number }
  /** Dark Arda setup 1: a Ringwraith taken as a follower of the seat's Ringwraith, or null to decline. */
  | { type: 'takeRingwraithFollower'; inst: number | null }
  /** Dark Arda setup 2: the starting characters (from the seat's pool; at most 6 and 20 mind). */
  | { type: 'formDarkCompany'; chars: number[] }
  /** Dark Arda setup 3: a minor item for a starting character, or Whispers of Rings / Orders from Lugbúrz (bearer null, into play unattached); inst null: no more picks. */
  | { type: 'draftStartingItem'; inst: number | null; bearer: number | null };

/** A trade offer (Arda Revised §10 "one-on-one basis"): `from` gives `give` (a resource of his Play or MP hand) for one resource of the same hand of `to`, who picks it. Valid during the turn it was made. */
export interface TradeOffer {
  from: number;
  to: number;
  give: number;
  hand: 'play' | 'mp';
  turn: number;
}

export type ManualOp =
  | { kind: 'tap' | 'untap' | 'wound' | 'heal'; inst: number }
  | { kind: 'discard'; inst: number }
  | { kind: 'move'; inst: number; to: 'hand' | 'mpPile' | 'playArea' | 'discard' }
  | { kind: 'modify'; inst: number; stat: 'prowess' | 'body' | 'di'; delta: number }
  | { kind: 'draw'; count: number };

export type ActionType = Action['type'];

export type { GameEvent, GameEventType, EventOf, RollEvent, EffectEvent } from './events';
import type { GameEvent } from './events';

export interface Rejection {
  code: string;
  /** The rule, with its source: "Arda Revised §4 Organization: one character per turn". */
  rule: string;
  message: string;
}

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; rejection: Rejection };
