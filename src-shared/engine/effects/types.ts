/**
 * The card-effect vocabulary: what a card definition says about when a card can be played,
 * by whom, on what, at what cost, and what it does. Definitions are data (cards/*.ts);
 * where data cannot say it, a definition adds a small typed predicate (`when`).
 *
 * Rules: Arda Revised §10 (card types, events), coe-rules.md §9 (chain of effects, timing),
 * §3 (combat windows), §7 (corruption).
 */
import type { Ctx } from '../state';
import type { Attack, AutoAttack, ChainEntry, EngineCard, GameEvent, GameState, HandCreatureKeying, RegionTypeCode, SiteTypeCode } from '../types';

/**
 * Timing windows (coe-rules §2 turn sequence, §3 combat, §9 chains). A card is playable in a
 * window when its definition lists it; `response` cards only in an open chain.
 */
export type Window =
  /** The resource player's own phases: organization, long-event, site (site phase before/after entering), end of turn. */
  | 'organization'
  | 'longEvent'
  | 'site'
  | 'endTurn'
  /** The resource player during a company's movement/hazard phase (in a chain or at its start). */
  | 'movementHazard'
  /** A hazard player against the company in its movement/hazard phase (counts against the hazard limit). */
  | 'hazard'
  /** An attack declared, before strikes are assigned (coe-rules §3.II). */
  | 'attack'
  /** A strike assigned to a character, before its roll (coe-rules §3.III step 2–4). */
  | 'strike'
  /** A character is about to roll a corruption check (coe-rules §7): an engine-opened window, only when some seat could play in it. */
  | 'corruptionCheck'
  /** A body check has been declared (coe-rules §3.I.1): only actions that directly affect it (its roll or the body). */
  | 'bodyCheck'
  /** Only in response to a declared action in an open chain. */
  | 'response';

/** Who plays the card: the resource player (active) or a hazard player (an opponent). */
export type Side = 'resource' | 'hazard';

/** Requirements, checked when the card is declared and again when it resolves (coe-rules §9.5). */
export type Predicate =
  /** The target character (or, without a target, some untapped character of the acting company) has the skill. */
  | { is: 'skill'; skill: string; untapped?: boolean }
  /** The target character is of this race ("Hobbit", "Dwarf", "Elf", "Dúnadan", "Man", "Orc", …). */
  | { is: 'race'; race: string[] }
  /** The target character is one of these (folded names). */
  | { is: 'named'; names: string[] }
  /** The company's (current or new) site is of one of these types; `current`: its current site ("the company is at a site"). */
  | { is: 'siteType'; types: SiteTypeCode[]; current?: boolean }
  /** The company's site is one of these (folded names). */
  | { is: 'siteName'; names: string[] }
  /** The company's (current or new) site is an Under-deeps site ("Playable at any Under-deeps site"; with `siteType`: "any Under-deeps Shadow-hold"). */
  | { is: 'underDeeps' }
  /** The company's site is in one of these regions (folded names). */
  | { is: 'region'; names: string[] }
  /** A card with this folded name is in play (any player; `own` only the player's). */
  | { is: 'inPlay'; names: string[]; own?: boolean }
  /** No card with this folded name is in play. */
  | { is: 'notInPlay'; names: string[] }
  /** The acting company is moving this turn (has a destination) / is not. */
  | { is: 'moving'; value: boolean }
  /** The current attack is by one of these races (creature race or automatic-attack race). */
  | { is: 'attackRace'; races: string[] }
  /** The current attack is a creature's / an automatic-attack. */
  | { is: 'attackSource'; source: 'creature' | 'auto' }
  /** The company entered its site this turn (site phase, after automatic-attacks). */
  | { is: 'entered' }
  /** The target is tapped / untapped / wounded. */
  | { is: 'status'; status: 'untapped' | 'tapped' | 'wounded'; /** The target is not in that status ("unwounded"). */ not?: boolean }
  /** A ring special item that only a gold ring's test brings into play ("Playable only with a gold ring and after a test indicates …"): never played otherwise. */
  | { is: 'ringTestOnly' }
  /**
   * A requirement Arda never meets (a Fallen-wizard, The Balrog: alignments Arda leaves out, ARDA-DIGEST "Excluded …
   * Fallen-wizard/Stage and Balrog alignment cards"): never holds; `why` is the refusal a player reads ("Arda has no
   * Fallen-wizards"), chain.ts playProblem.
   */
  | { is: 'notInArda'; why: string }
  /** "Cannot be duplicated on a given character": the target character bears no other item of this name, nor has another card of it kept with him. */
  | { is: 'notDuplicatedOnCharacter' }
  /** An ability's card: the strike targeted is against its bearer. */
  | { is: 'strikeOnBearer' }
  /** An ability's card: an attack (not strikes alone) is under way against its bearer's company. */
  | { is: 'attackOnBearerCompany' }
  /** An ability's card: its bearer has this skill from another source than the card ("If the bearer is already a scout"; state.ts skillSources ≥ 2). */
  | { is: 'bearerAlready'; skill: string }
  /** Anything else the data cannot say: a pure function of the position. */
  | { is: 'custom'; label: string; test: (q: Query) => boolean };

/** What a requirement looks at: the state, the acting seat, the card, its target and the window. */
export interface Query {
  s: GameState;
  seat: number;
  inst: number;
  card: EngineCard;
  target: number | null;
  /** The company the play concerns (moving company, site company, attacked company), if any. */
  companyId: string | null;
  window: Window;
  /** The character who paid the card's tapSkilled cost, once declared. */
  payer?: number | null;
  /** For an ability of a card in play: the character who bore the card when it was used. */
  bearer?: number | null;
  /**
   * At resolution: the characters the card's costs tapped as it was declared (its tapTarget target, its tapSkilled payer).
   * The requirements a cost changed were checked before it and are not checked again after it: `status` and untapped-`skill`
   * predicates read them as before the cost (coe-rules 9.2.1: "a card that was tapped as part of an active condition" is to be
   * "in play and tapped upon resolution").
   */
  paid?: readonly number[];
}

/** What a card is played on (coe-rules §9.3: a card targets entities in play). */
export type TargetSpec =
  | { kind: 'none' }
  /**
   * A character: `own` (resource player's), `company` (of the company concerned), `opponent`, or `any`. `allies`: the allies
   * those characters control may be chosen too, for cards that need a skill an ally can have (Arda Revised: "An ally with a
   * skill may take actions and play cards that require that skill … Gollum has the scout skill so he can tap to play a
   * Concealment card"). `orNone`: the card has another use on no character (Gloom: "One character … suffers -1 to his prowess …
   * Alternatively, if Doors of Night is in play, treat one Border-land [{b}] as a Wilderness [{w}] …"): null is a target too, the
   * `where` conditions not applying to it (the play's `requires` say when that use is open); `orNone` names that use.
   */
  | { kind: 'character'; side: 'own' | 'company' | 'opponent' | 'any'; where?: Predicate[]; allies?: boolean; orNone?: string }
  /** The character facing the current strike. */
  | { kind: 'strike' }
  /** The current attack. */
  | { kind: 'attack' }
  /** A card in play (event in a play area, hazard on a character) whose card matches. */
  | { kind: 'cardInPlay'; match: CardMatch }
  /** A card declared in the open chain whose card matches. */
  | { kind: 'chainEntry'; match: CardMatch }
  /** A card in play or declared earlier in the open chain whose card matches (Twilight). */
  | { kind: 'cardInPlayOrChain'; match: CardMatch }
  /** A card in the acting player's discard piles whose card matches (Exhalation of Decay). */
  | { kind: 'inDiscard'; match: CardMatch }
  /** The current attack (target null) or a card in play whose card matches (The Cock Crows: an attack, or alternatively a hazard). */
  | { kind: 'attackOrCardInPlay'; match: CardMatch }
  /** Anything else the data cannot say: the candidates, a pure function of the position (Searching Eye: a card requiring scout skill in the chain, or a character under its ongoing effect); `null` among them: the card may be played on nothing (Bade to Rule, while the Ringwraith is not in play). */
  | { kind: 'custom'; label: string; targets: (s: GameState, seat: number, companyId: string | null) => (number | null)[] };

export interface CardMatch {
  type?: EngineCard['type'];
  /** Subtypes as in the data: 'Short-event', 'Long-event', 'Permanent-event', 'Creature', … */
  subtypes?: string[];
  /** Keywords the card carries ('Environment', 'Spell', 'Corruption', …): any of them. */
  keywords?: string[];
  /** Keywords the card must not carry ("a non-environment hazard"). */
  notKeywords?: string[];
  names?: string[];
  /** The card was played by an opponent of the acting seat. */
  opponents?: boolean;
}

/** Costs paid at declaration (active conditions, coe-rules §9.5.2): they are not undone if the card fizzles. */
export type Cost =
  /** Tap the target character (or an untapped character with the skill, when `skill` is set and there is no target). */
  | { pay: 'tapTarget' }
  | { pay: 'tapSkilled'; skill: string };

/** Who an effect acts on. */
export type Ref = 'target' | 'targetCompany' | 'strikeTarget' | 'bearer' | 'self' | 'opponentOfTarget' | 'payer';

export type Duration = 'endOfTurn' | 'attack' | 'strike' | 'inPlay';

export type Effect =
  /** A figure of a character changes. */
  | { do: 'modify'; who: Ref; stat: 'prowess' | 'body' | 'di'; delta: number; until: Duration }
  /** The current attack's figures change (its strikes, prowess or body). */
  | { do: 'modifyAttack'; stat: 'prowess' | 'strikes' | 'body'; delta: number }
  /** The current strike's prowess changes (positive helps the attacker), and its body by `body` ("-2 to the body of one strike"). */
  | { do: 'modifyStrike'; delta: number; body?: number }
  | { do: 'cancelAttack' }
  | { do: 'cancelStrike' }
  | { do: 'tap' | 'untap' | 'wound' | 'heal'; who: Ref }
  /** The targeted card in play or in the chain is discarded (cancelled, when in the chain). */
  | { do: 'discardTarget' }
  /** The playing seat (or an opponent) draws cards. */
  | { do: 'draw'; who: 'self' | 'opponents'; count: number }
  /** The company's hazard limit for this movement/hazard phase changes. */
  | { do: 'hazardLimit'; delta: number }
  /** The target makes a corruption check with this modifier. */
  | { do: 'corruptionCheck'; who: Ref; modifier: number }
  /** The card stays in play on the target character (corruption cards, permanent events on characters). */
  | { do: 'attach'; to: Ref }
  /** The card stays in the playing player's play area (permanent and long events). */
  | { do: 'stay' }
  /** The card goes to the player's MP pile (MP events). */
  | { do: 'score' }
  /**
   * One more character may be brought into play this turn at the target's company's current site, not counting against the one character
   * per turn limit (`direct`: under direct influence only; turn.characterAt: A Chance Meeting, We Have Come to Kill).
   */
  | { do: 'characterAt'; direct: boolean }
  /** The card is removed from the game as it resolves, not discarded ("Draw three cards and remove this card from the game": PlayerState.removed). */
  | { do: 'removeFromGame' }
  /** The playing seat's company faces an attack created by the card (hazard events that attack). */
  | { do: 'attack'; race: string; strikes: number; prowess: number; body: number | null; eachCharacter?: boolean }
  /** Anything else: a pure function on the state, with a label for the log; `chain` the entries still waiting to resolve (a cancel may remove one). */
  | { do: 'custom'; label: string; run: (q: Query, ctx: Ctx, chain?: ChainEntry[]) => void };

/**
 * What sets off a passive condition, read from the events of the action just applied (effects/passive.ts):
 * - `influenceSuccess`: a character made a successful influence attempt (a faction's influence check, an attempt against an
 *   opponent's card), not one of `notRaces` ("The next non-Hobbit character to make a successful influence attempt"); the
 *   target is that character;
 * - `turnEnd`: the turn of the bearer's player ended ("At the end of each of his turns"); the target is the bearer.
 */
export type PassiveWhen =
  | { event: 'influenceSuccess'; notRaces?: string[] }
  | { event: 'turnEnd' }
  /**
   * A character of the bearer's company (before or after the action) became wounded (`wounded`: a body check of a wounded
   * character, a card's wound) or gained an item (`itemGained`: played, taken at a site, transferred, saved, a ring found,
   * influenced away); the target is the bearer ("each time a character in his company becomes wounded"), once for an action
   * however many it names (coe-rules 9.6.7).
   */
  | { event: 'wounded' | 'itemGained'; in: 'bearerCompany' };

/** The position before an action, for `afterAction` effects: each character's company id, and the active seat. */
export interface ActionBefore {
  companies: Readonly<Record<number, string>>;
  /** Each ally's company id. */
  allies?: Readonly<Record<number, string>>;
  active: number;
}

/** A bonus to a figure and the figure's maximum ("+3 to prowess to a maximum of 8"). */
export interface GearFigures {
  bonus: number;
  /** null: no maximum ("Warrior only: +1 body; +1 prowess"). */
  max: number | null;
}

/** Continuous effects of a card while it is in play (permanent/long events, items, allies). */
type StaticEffectKind =
  /**
   * Attacks of these races (all when empty) get these modifications; `onlyIf`: only the attacks that pass it ("The number of
   * strikes for each automatic-attack at a Ruins & Lairs [{R}] site is doubled"; combat.ts applyAttackStatics); `source`: only
   * automatic-attacks ('auto': "All Orc and Troll automatic-attacks receive +3 strikes") or hazard creatures'; `noBody`: the body an
   * attack with no body gets instead ("all Orc, Troll, and Man attacks with no body have 4 body").
   */
  | {
      on: 'attack';
      races: string[];
      stat: 'prowess' | 'strikes' | 'body';
      delta: number;
      when?: (s: GameState) => boolean;
      double?: boolean;
      onlyIf?: (s: GameState, attack: Attack) => boolean;
      /** Only automatic-attacks at sites of these types, as the site is treated this turn ("each automatic-attack at a Ruins & Lairs [{R}] site"). */
      autoAt?: SiteTypeCode[];
      /** Only attacks whose attacker chooses the defending characters ("any attack that chooses defending characters"). */
      attackerChooses?: boolean;
      source?: 'creature' | 'auto';
      noBody?: number;
    }
  /**
   * Attacks of these races (all when empty): the attacker chooses the defending characters (Alatar the Hunter as a permanent-event:
   * "all Maia attacks … attacker chooses defending characters"; combat.ts applyAttackStatics, before the `attack` statics that
   * read `attackerChooses`).
   */
  | { on: 'attackChooses'; races: string[] }
  /** The hazard limit of every company (or those of the card's owner / of his opponents) changes. */
  | {
      on: 'hazardLimit';
      whose: 'all' | 'owner' | 'opponents';
      delta: number;
      /** Only against companies that pass this ("against any moving company with a Coastal Sea [{c}] region in its site path"); `self` the card and the character it is kept with ("their hazard limit": the company it is played on). */
      company?: (s: GameState, companyId: string, self: { inst: number; bearer: number | null }) => boolean;
      /** A reduction stops at this ("is reduced by one (to a minimum of two)"): a limit already below it is not reduced. */
      min?: number;
    }
  /** The bearer's (attached-to character's) figures (his mind: state.ts mindOf, "-1 to mind to a minimum of 1"; body checks against him: combat.ts bodyCheck, "-1 to all body checks against bearer"); `already`: only while he has that skill from another source ("If the bearer is already a warrior, he gets +2 to prowess"; state.ts skillSources ≥ 2). */
  | { on: 'bearer'; stat: 'prowess' | 'body' | 'di' | 'corruptionCheck' | 'influence' | 'handSize' | 'mind' | 'bodyCheck'; delta: number; deltaOf?: (s: GameState, bearer: number) => number; already?: string }
  /** A card on a character gives him a skill ("Gives the bearer sage skill"; effects/query.ts hasSkill: skill requirements and tapSkilled costs). */
  | { on: 'skill'; skill: string }
  /**
   * A card on a character: while he has the `already` skill from two sources or more ("If the sage is already a warrior"), he can use two
   * weapons, both modifiers counting, each to its maximum ("he can use two weapons (both modifiers count). If he uses two weapons, he
   * can't use a shield"; state.ts prowessOf: only while he bears no shield).
   */
  | { on: 'twoWeapons'; already: string }
  /**
   * A card on a character that he may try to remove (phases/removal.ts, action removeHazard): "During his organization
   * phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than N, discard this card".
   */
  | { on: 'removal'; above: number; tap: boolean; once?: boolean }
  /** The bearer cannot be controlled by direct influence ("Character cannot be controlled by direct influence"). */
  | { on: 'noDirectInfluence' }
  /** A card on a character is discarded as soon as this holds ("Discard this card if his company has 4 or more characters"; phases/removal.ts). */
  | { on: 'discardWhen'; label: string; test: (s: GameState, bearer: number) => boolean }
  /**
   * Bookkeeping after an action, from what the action caused (its events) and the position before it (phases/removal.ts);
   * a triggered effect a player could answer is a `passive` static instead.
   */
  | { on: 'afterAction'; run: (s: GameState, events: readonly GameEvent[], ctx: Ctx, self: { inst: number; bearer: number | null }, before: ActionBefore) => void }
  /**
   * A passive condition (coe-rules 9.6: "Actions from passive conditions are declared in a new chain of effects and can be
   * responded to just like normal actions"): when `trigger` happens, `effects` are declared in a new chain (effects/passive.ts),
   * the character concerned as their target, and resolve only if the card is still in play then (9.6.2); `discardAfter`: the
   * card is discarded once they resolve ("Discard this card after this corruption check"); `oncePerTurn`: declared at most
   * once a turn ("If a character in the company becomes wounded, … for the rest of the turn"). A passive condition that
   * discards a card resolves at once instead (9.6.3): those stay `afterAction` or `discardWhen` effects.
   */
  | { on: 'passive'; label: string; trigger: PassiveWhen; effects: Effect[]; discardAfter?: boolean; oncePerTurn?: boolean }
  /**
   * Every character in play (of these races, when given and not empty, and passing `onlyIf`) gets this modification while the card
   * is in play, only while `when` holds if given: prowess ("The prowess of each non-ranger Dúnadan is modified by -1"; "(by +2 if
   * Gates of Morning is in play)": a second +1), direct influence ("The direct influence of each Ringwraith is lowered by 2") or his
   * influence checks ("-1 to all influence attempts"); statics.ts everyCharacter.
   */
  | { on: 'characters'; stat: 'prowess' | 'di' | 'influence'; delta: number; races?: string[]; when?: (s: GameState) => boolean; onlyIf?: (s: GameState, inst: number) => boolean }
  /** An event in play: each moving company's player may draw this many more cards for its movement ("Each moving company may draw an extra card for each region less than four in its site path"; phases/movementHazard.ts), or fewer when negative, never fewer than one ("each moving company draws one less card to a minimum of one"). */
  | { on: 'movementDraws'; extra: (s: GameState, companyId: string) => number }
  /** An event in play: every standard modification of an influence check against a faction is multiplied ("Triple all standard modifications for influence checks against factions"; effects/statics.ts factionModifiers). */
  | { on: 'standardModifications'; factor: number }
  /**
   * Every influence check against a faction (playing one from the hand: phases/site.ts; influencing an opponent's: phases/influence.ts),
   * whoever makes it, gets `delta`; `rollTwice`: "for each influence check make an additional roll and choose which result to use"
   * (statics.ts factionChecks: the influencer's higher roll is used, the one he would choose, a higher result never failing where
   * a lower one succeeds; the additional roll comes after the check's other rolls).
   */
  | { on: 'factionChecks'; delta: number; rollTwice?: boolean }
  /** Every influence attempt (playing a faction, influencing an opponent's card) gets this modifier, whoever makes it ("All offering attempts and influence attempts are modified by -3"; statics.ts bearerDelta 'influence'). */
  | {
      on: 'influenceAttempts';
      delta: number;
      /** Only attempts against factions of these races (Lord of the Carrock: "all influence attempts against Man factions are modified by -2"; statics.ts factionAttempts). */
      factionRaces?: string[];
      /**
       * Only attempts against the card this one was played on (`GameState.playedOn`, cards/vocab/onCard.ts; statics.ts factionAttempts): One
       * Dear to You, "Any influence attempt against the faction is modified by -8"; `ignores`: cards whose modification to the influencer's
       * next check has no effect on such an attempt ("and Muster may not be used against the faction"; phases/influence.ts).
       */
      onCard?: boolean;
      ignores?: string[];
    }
  /** A resource event in its player's play area changes his marshalling points of a category (One Dear to You: "-1 faction marshalling points"; scoring.ts). */
  | { on: 'mpDelta'; category: 'character' | 'item' | 'faction' | 'ally' | 'kill' | 'misc'; delta: number }
  /** A card in its player's play area, kept with one of his characters or borne by one (an item): his general influence changes ("+5 general influence"; state.ts generalInfluence). */
  | {
      on: 'generalInfluence';
      delta: number;
      /** An item's: only while its bearer is of one of these races (card data race, "If bearer is a Wizard, your general influence is increased by two"). */
      bearerRaces?: string[];
    }
  /** A card in its player's play area: his avatar may come into play only at his home site, not at Rivendell / Minas Morgul ("Your Wizard may only be brought into play at his home site"; phases/organization.ts avatarSites). */
  | { on: 'avatarHomeSiteOnly' }
  /** Corruption checks of every character of these players get this modifier. */
  | { on: 'corruptionCheck'; whose: 'all' | 'owner' | 'opponents'; delta: number }
  /** A card kept with a character acts on every character (and, for prowess, ally) of his company: "+1 to prowess and +1 to corruption checks for all characters and allies in the company"; mind (state.ts mindOf) and direct influence too (statics.ts companyDelta). */
  | {
      on: 'company';
      stat: 'prowess' | 'corruptionCheck' | 'body' | 'mind' | 'di';
      delta: number;
      charactersOnly?: boolean;
      /** Only characters of these races ("All Elves and Hobbits in the target's company have +1 mind, and a Wizard in the company has -1 direct influence"). */
      races?: string[];
      /** Not the bearer himself ("The mind of each other … character in his company increases by one"). */
      others?: boolean;
      /** Only characters that pass this ("each other non-follower, non-Ringwraith, non-Wizard character"). */
      onlyIf?: (s: GameState, inst: number) => boolean;
    }
  /** A card on a company, kept with one of its characters: when he leaves play, another character of the company keeps it (corruption.ts removeCharacter; Nothing to Eat or Drink). */
  | { on: 'onCompany' }
  /**
   * Creatures its player may play as though they were in his hand (Summons from Long Sleep: "You may play a reserved creature as though it
   * were in your hand"; phases/movementHazard.ts playCreature): `cards` lists them; `played` runs as one is played, before its attack starts.
   */
  | { on: 'asInHand'; cards: (s: GameState, self: { inst: number; owner: number }) => number[]; played: (s: GameState, creature: number, attack: Attack, self: { inst: number; owner: number }, ctx: Ctx) => void }
  /** The card does not untap during its player's untap phase ("This card does not untap during your untap phase"; phases/flow.ts). */
  | { on: 'noUntap' }
  /**
   * A resource kept with a character that gives its marshalling points while it is there (When I Know Anything, Barrow-blade;
   * scoring.ts). Cards worth their points only once stored ("No marshalling points are received until this card is stored")
   * do not carry it.
   */
  | { on: 'scoresWithBearer' }
  /** A card played on a resource long-event (`GameState.playedOn`): that long-event is not discarded in its player's long-event phase (Echo of all Joy; phases/flow.ts). */
  | { on: 'keepsLongEvent' }
  /** A card on a character: the mind he counts for when controlled (general or direct influence; state.ts controlMind): "For the purposes of controlling this character, his mind is halved (round down)". */
  | { on: 'controlMind'; of: (mind: number) => number }
  /** Characters of players of this alignment may store during the end-of-turn phase as though it were their organization phase (phases/organization.ts storeItem). */
  | { on: 'storeAtEndOfTurn'; alignment: 'wizard' | 'ringwraith' }
  /** The company may enter more regions this turn (Noble Steed: "the company may move up to two additional regions"; phases/organization.ts maxRegions). */
  | { on: 'extraRegions'; count: (s: GameState, companyId: string, self: { inst: number; bearer: number | null }) => number }
  /**
   * The Under-deeps movement roll (coe-rules 2.IV.i.1; phases/movementHazard.ts deepsRoll) is modified by `delta` (a roll "required … is decreased
   * by 4" is +4): `bearerCompany`, only for the company of the card's bearer ("+2 to all rolls required for bearer's company to move to adjacent
   * Under-deeps sites"); `betweenDeeps`, only a move between two Under-deeps sites; `alignment`, only companies of that side ("for minions").
   */
  | { on: 'underDeepsRoll'; delta: number; label: string; bearerCompany?: boolean; betweenDeeps?: boolean; alignment?: 'wizard' | 'ringwraith' }
  /** Companies that pass the test may not use starter movement between Havens linked by a printed site path (Short Legs Are Slow: "Affected companies cannot use starter movement"; phases/organization.ts). */
  | { on: 'noStarterMovement'; test: (s: GameState, companyId: string, self: { inst: number; bearer: number | null }) => boolean }
  /**
   * Companies that pass the test move under limits (phases/organization.ts movementProblem, maxRegions): `regions`, at most this many regions
   * entered whatever else allows ("if they move with region movement, they are limited in all cases to 3 regions maximum": three regions
   * with the site of origin's, two entered); `noUnderDeeps`, not to an Under-deeps site ("cannot … move to an Under-deeps site").
   */
  | { on: 'movementLimits'; test: (s: GameState, companyId: string, self: { inst: number; bearer: number | null }) => boolean; regions?: number; noUnderDeeps?: boolean }
  /** A gold ring tested in the company of this card's bearer: the test's roll is modified ("When a gold ring is tested in a company with the Scroll of Isildur, the result of the roll is modified by +2"; rings.ts). */
  | { on: 'ringTest'; delta: number }
  /** An ally's (or character's) own card: no strike of the attack under way may be assigned to it ("May not be attacked"; all attacks when `when` is absent; combat.ts unassigned). */
  | { on: 'notAttacked'; when?: (s: GameState, self: number) => boolean }
  /** An item's: a successful strike against its bearer does not wound him; `instead` follows (Sable Shield: "Instead, the attacker makes a roll…"; combat.ts resolveStrike). */
  | { on: 'notWounded'; instead: (s: GameState, self: { inst: number; bearer: number }, attackerSeat: number, ctx: Ctx) => void }
  /**
   * An item's: "+N to direct influence against …": its bearer's influence checks against a faction (`against` 'faction') or a
   * character ('character'), of this race only when `race` is given ("+2 to direct influence used against an Elf character or an
   * Elf faction"), get `delta`: playing a faction (phases/site.ts) and influencing an opponent's card (phases/influence.ts), read
   * by effects/statics.ts itemInfluence.
   */
  | {
      on: 'influenceAgainst';
      delta: number;
      against: ('faction' | 'character')[];
      race?: string;
      /** Only against cards of these (folded) names ("+5 direct influence against the Hobbits faction"). */
      names?: string[];
      /** Only against characters with one of these (folded) home sites ("and characters with Bag End as a home site"). */
      homeSites?: string[];
      /** Only when this holds of the influencer (the bearer) and the target ("Orc or Troll only: … against one character with a mind and prowess less than the bearer’s"). */
      targetIf?: (s: GameState, influencer: number, target: number) => boolean;
      /** An ally's: the checks of every character in its company (The Warg-king). */
      company?: boolean;
    }
  /**
   * An item's figures as its text gives them where the card data's differ (state.ts prowessOf / bodyOf use them instead of the
   * data's): a weapon's bonus and maximum
   * (`normal`), and its `special` ones against what strikes its bearer when that race passes `against` ("+3 to prowess to a
   * maximum of 8 (a maximum of 9 against Orcs)"), or when its bearer is of one of `bearerRaces` ("+2 to a Hobbit's prowess to a
   * maximum of 8").
   */
  | { on: 'weaponFigures'; normal: GearFigures; against?: RegExp; special?: GearFigures; bearerRaces?: string[] }
  /** Other gear's bonuses that the data leaves out ("+1 to body to a maximum of 9. Warrior only: +1 to prowess to a maximum of 8"; state.ts, as `weaponFigures`). */
  | { on: 'gearFigures'; prowess?: GearFigures; body?: GearFigures }
  /**
   * An item's (or a card kept with him): the body of a strike against its bearer changes (Wormsbane: "-2 to strike's body against a
   * Dragon or Drake strike"; combat.ts resolveStrike); `tapped`: the bearer tapped to face the strike ("if he taps to face the strike").
   */
  | { on: 'strikeBody'; delta: (s: GameState, bearer: number, tapped: boolean) => number }
  /** An item's: its bearer facing a strike without tapping loses no prowess ("if bearer chooses not to tap against a strike, he receives no prowess penalty"; `warriorOnly`: "Warrior only"; combat.ts untappedPenalty). */
  | { on: 'untappedNoPenalty'; warriorOnly?: boolean }
  /** An item's or a kept card's: the prowess of a strike against its bearer changes (Morgul-blade: "Each strike against the Ringwraith receives … -1 prowess"; combat.ts resolveStrike; not company-vs-company). */
  | { on: 'strikeProwess'; delta: (s: GameState, bearer: number, tapped: boolean) => number }
  /** The card is discarded when an attack of these races (all when empty) is defeated ("Discard this card when an Undead attack is defeated"). */
  | { on: 'attackDefeated'; races: string[]; when?: (s: GameState) => boolean; /** Only an attack whose attacker chose the defending characters ("Discard when such an attack is defeated"). */ attackerChooses?: boolean; source?: 'creature' | 'auto'; /** Only an attack that passes this ("when a creature keyed to one of these regions … is defeated"). */ onlyIf?: (s: GameState, attack: Attack) => boolean }
  /**
   * A card in play gives a site (folded name) an additional automatic-attack, faced after its own (phases/site.ts), while `when` holds
   * ("Unless Smaug Ahunt is in play, The Lonely Mountain has an additional automatic-attack: Dragon — 2 strikes at 18/8"); defeated,
   * the card goes to the defender's marshalling point pile (coe-rules g.man.3: "If a player defeats an opponent's Dragon manifestation
   * that provides marshalling points, the player places the Dragon manifestation in their mashalling point pile as kill points").
   */
  | { on: 'autoAttackAt'; site: string; attack: AutoAttack; when?: (s: GameState) => boolean }
  /** Each item of these subtypes ('Greater Item', 'Major Item') gives its bearer this many more corruption points ("each greater item gives an additional corruption point"; corruption.ts corruptionPoints). */
  | { on: 'itemCorruption'; subtypes: string[]; delta: number; /** Items that pass it too ("+1 to the corruption points … for all ring items"). */ items?: (card: EngineCard) => boolean }
  /** Each item in play (with a character, or stored in a marshalling point pile) that passes `items` is worth this many more marshalling points ("+1 to … the marshalling points for all ring items"; scoring.ts). */
  | { on: 'itemPoints'; items: (card: EngineCard) => boolean; delta: number }
  /**
   * An item's own: while its bearer is of one of these races, it is worth `mp` marshalling points and gives `corruption` corruption points
   * in place of its printed ones ("If held by a Dwarf, 4 marshalling points and 3 corruption points"; statics.ts heldByFigures, read by
   * scoring.ts and corruption.ts corruptionPoints).
   */
  | { on: 'heldBy'; races: string[]; mp: number; corruption: number }
  /**
   * A card in play: factions of these races (of this alignment, when given) give `delta` more marshalling points, to whoever controls
   * them; with `eachInPlay`, only while a faction of each of these races is in play (Alliance of Free Peoples: "If at least one hero
   * Dwarf faction, one hero Elf faction, and one hero Man faction is in play, all hero Dwarf factions, hero Elf factions, and hero Man
   * factions give an additional marshalling point"; scoring.ts).
   */
  | { on: 'factionPoints'; races: string[]; alignment?: string; delta: number; eachInPlay?: boolean }
  /** An event in play: body checks of characters of these `races` resulting from attacks of these `attackRaces` are modified ("+1 to all body checks for Elves, Dwarves, Hobbits, Dúnedain, and Men resulting from Spider attacks"; combat.ts bodyCheck). */
  | { on: 'bodyChecks'; races: string[]; attackRaces: string[]; delta: number }
  /** Automatic-attacks of these races are duplicated: each is faced twice (The Moon Is Dead). */
  | { on: 'autoAttackTwice'; races: string[] }
  /**
   * An event in play: hazard creatures that pass `creatures` may also be keyed to these regions (folded names) of a company's site
   * path, to these region types in it, or to sites of these types ("Any creature that can be keyed to a Dark-domain [{d}] may be keyed
   * to Angmar or Gundabad"; "any Undead hazard creature may be played keyed to Ruins & Lairs [{R}]"; phases/movementHazard.ts isKeyed).
   */
  | { on: 'keying'; label: string; creatures: CreatureMatch; regions?: string[]; regionTypes?: RegionTypeCode[]; siteTypes?: SiteTypeCode[]; /** Only while Doors of Night is in play ("if Doors of Night is in play, any Undead hazard creature may be played keyed to Ruins & Lairs"). */ doorsOfNight?: boolean }
  /** An event in play: the hazard limit against a company facing a hazard creature of these races changes, once each turn, as the first is played on it ("the hazard limit against any company facing one or more animal hazard creature attacks is increased by one"; phases/movementHazard.ts playCreature). */
  | { on: 'creatureLimit'; races: string[]; delta: number }
  /** An event in play: `count` hazard creatures of these races against each company each turn do not count against its hazard limit ("One Undead hazard creature against each company doesn't count against its hazard limit"; phases/movementHazard.ts). */
  | { on: 'freeCreatures'; races: string[]; count: number; /** Unique creatures only ("one unique Dragon manifestation played against each company does not count against the hazard limit"). */ unique?: boolean }
  /** An event in play: a detainment automatic-attack at a site of these types is a normal one ("each detainment automatic-attack at a Free-hold [{F}] or Border-hold [{B}] becomes a normal automatic-attack"; combat.ts isDetainment). */
  | { on: 'notDetainment'; autoAt: SiteTypeCode[] }
  /** A site's own text: something happens when an item is stored at it ("Any gold ring stored at this site is automatically tested"; phases/organization.ts storeItem, corruption.ts). */
  | { on: 'storedHere'; run: (s: GameState, item: number, seat: number, ctx: Ctx) => void }
  /**
   * An item's: it may be stored at these sites (folded names) or, `haven`, at any Haven, for `mp` marshalling points in place of its printed ones
   * ("May be stored at Barad-dûr for 5 marshalling points"; "1 marshalling point if stored at a Haven"; storing.ts, scoring.ts).
   */
  | { on: 'storedAt'; sites?: string[]; haven?: boolean; mp: number }
  /** A site's own text: an attack against a company at it is cancelled as it starts when this holds ("Any attack against a minion company at this site is canceled"; combat.ts startCombat). */
  | { on: 'attackHere'; cancels: (s: GameState, companyId: string) => boolean }
  /** A site's own text: only characters it allows may be brought into play at it, unless it is their home site (phases/organization.ts playCharacter). */
  | { on: 'charactersHere'; label: string; allows: (character: EngineCard) => boolean }
  /**
   * A site's own text: of the items of class `cls` (special items count as greater) only those that pass `only` are playable at it
   * ("Playable: Items (minor, major, greater*) *—Scroll of Isildur only"; phases/site.ts, `words` the card's words for the refusal):
   * those that meet every condition given — one of these (folded) `names`, this `keyword`, `gear` (a weapon, armor, shield or
   * helmet), this `alignment`.
   */
  | { on: 'itemsHere'; cls: string; words: string; only: { names?: string[]; keyword?: string; gear?: boolean; alignment?: string } }
  /** A site's own text: hazard creatures of these races may be played keyed to it ("Any Man hazard creature can be played at this site"; phases/movementHazard.ts isKeyed). */
  | { on: 'creaturesHere'; races: string[] }
  /**
   * A site's own text: one of its automatic-attacks, after its printed ones, is a creature the hazard player may play from his hand ("(2nd)
   * Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to a Shadow-hold [{S}]"; coe-rules
   * 2.V.ii.4: "the creature card must be played immediately before that attack would be initiated but doing so does not count as playing a
   * creature nor does it count as a creature attack"): phases/site.ts enterSite, combat.ts startAutoAttacks, phases/handAutoAttack.ts.
   */
  | { on: 'handCreatureAttack'; keying: HandCreatureKeying }
  /**
   * A site's own text: a hazard permanent-event in play of these (folded) `names`, or any of this `race`, "must be used as an additional
   * automatic-attack (discard after use—ignore result of defeat)" (phases/site.ts enterSite: its creature figures, after the site's other
   * automatic-attacks, coe-rules 2.V.ii.3; discarded as its attack ends: combat.ts continueQueue). Of several, the first in play ("attacker's choice").
   */
  | { on: 'permanentAutoAttack'; label: string; names?: string[]; race?: string }
  /** A site's own text: items may be played at it while it is tapped ("Items may be played at this site even if it is tapped"; phases/site.ts). */
  | { on: 'itemsWhenTapped' }
  /**
   * A site's own text: a company of this status (overt.ts isOvert) whose movement/hazard phase begins with this site as its new site taps one
   * untapped character, if it has one ("An overt company must tap an untapped character (if available) if this site is revealed as its new
   * site"; phases/movementHazard.ts startCompanyMH). The engine chooses him: the untapped character with the lowest prowess.
   */
  | { on: 'revealedHere'; tapOne: 'overt' | 'covert' }
  /** A site's own text: it is a Haven for the untap phase's healing ("Treat this site as a Darkhaven during the untap phase"; phases/flow.ts). */
  | { on: 'havenInUntap' }
  /** A site's own text: each gold ring item borne there is tested as the site phase begins, nobody tapping ("Any gold ring item at this site is automatically tested during the site phase (the site need not be entered)"; rings.ts testRingsAtSites). */
  | { on: 'goldRingsTested' }
  /** A site's own text: agents (a card saying "Agent.") may be brought into play at it as followers, under direct influence ("Agent minions may be brought into play under direct influence at this site"; phases/organization.ts playCharacter). */
  | { on: 'agentsHere' }
  /** A site's own text: a card played there does not tap it: the visit ends as usual, but the company may play there again on a later turn without moving ("This site never taps"; phases/site.ts playMpCard). */
  | { on: 'neverTaps' }
  /** A site's own text: a company moving to it has its hazard limit modified ("Any company moving to this site has its hazard limit increased by 2"; phases/movementHazard.ts startCompanyMH). */
  | { on: 'hazardLimitHere'; delta: number }
  /** A site's own text: a company that fails `allows` may not move to it ("A Ringwraith may not move to this site"; phases/organization.ts movementProblem). */
  | { on: 'moveHere'; label: string; allows: (s: GameState, companyId: string) => boolean }
  /** A site's own text: a company at it that fails `allows` may not attack another company ("A minion company may not attack another company at this site"; phases/site.ts cvcTargets). */
  | { on: 'cvcHere'; label: string; allows: (s: GameState, companyId: string) => boolean }
  /** A site's own text: its automatic-attack number `index` (from 0) is faced only by companies that pass this ("against overt company only"; phases/site.ts enterSite). */
  | {
      on: 'autoAttackIf';
      index: number;
      label: string;
      test?: (s: GameState, companyId: string) => boolean;
      /** Only against companies of this status (overt.ts isOvert: "against overt company only"). */
      status?: 'overt' | 'covert';
      /**
       * Not faced while a card of these (folded) names is in play or has been defeated, in a marshalling point pile ("If Balrog of Moria is in
       * play or if it or Durin's Bane has been defeated, the first automatic attack is canceled"; phases/site.ts enterSite).
       */
      unlessCards?: string[];
    }
  /** A character's or a site's own text: healing effects on a character reach every character in his company ("in her company") or at his site ("at the site"; effects/resolve.ts). */
  | { on: 'healing'; scope: 'company' | 'site' }
  /** A site's own text: every ring test at it is modified ("All ring tests at this site are modified by -3"; rings.ts), and characters with the skill `testerSkill` (printed or given by a card: state.ts hasSkill) may tap to test a gold ring in their company there ("Any sage may tap to test a ring at this site"; phases/organization.ts testRing). */
  | { on: 'ringTestHere'; modifier: number; label: string; testerSkill?: string }
  /** Something happens as a company's movement/hazard phase begins ("Any company moving in … faces one Dragon attack"). */
  | { on: 'mhStart'; run: (s: GameState, companyId: string, ctx: Ctx, self: { inst: number; owner: number }) => void }
  /**
   * "Any company moving in <regions> faces one <race> attack (considered a hazard creature attack) — N strikes at P/B" (a Dragon's
   * "Ahunt"): as the movement/hazard phase begins of a company whose site path (its origin's region and the regions it moves
   * through) holds one of `regions` (by name), the hazard player attacks it (labelled "<card>: <race>"); `more`: further regions
   * (and with `coastal` any Coastal Sea) while one of `ifInPlay` is in play ("If Doors of Night is in play, this attack also
   * affects: …").
   */
  | { on: 'movingAttack'; regions: string[]; attack: { race: string; strikes: number; prowess: number; body: number | null; attackerChooses?: boolean }; more?: { ifInPlay: string[]; regions: string[]; coastal?: boolean } }
  /**
   * An attack that passes the test is cancelled as it starts; `self` is the card and the player who controls it ("All attacks by
   * manifestations of Smaug against any of your companies are canceled"; combat.ts startCombat).
   */
  | { on: 'cancelsAttack'; label: string; test: (s: GameState, attack: Attack, self: { inst: number; owner: number }) => boolean }
  /** Something happens as a moving company's movement/hazard phase ends, before it arrives ("must return to its site of origin"). */
  | { on: 'mhEnd'; run: (s: GameState, companyId: string, ctx: Ctx, self?: { inst: number; bearer: number | null }) => void }
  /** Something happens as a moving company arrives at its new site, at the end of its movement/hazard phase ("each … site in play … is tapped"). */
  | { on: 'arrive'; run: (s: GameState, companyId: string, ctx: Ctx) => void }
  /** Something happens at the end of each turn, as the turn passes ("At the end of each turn, each player may …"); `self` is the card and the character bearing it, if any ("At the end of your opponent's turn, each … character at the same site as the target"). */
  | { on: 'turnEnd'; run: (s: GameState, ctx: Ctx, self: { inst: number; bearer: number | null }) => void }
  /** Something happens as the site phase begins ("At the start of its site phase, each company …"). */
  | { on: 'sitePhase'; run: (s: GameState, ctx: Ctx) => void }
  /** Something happens as the active player's long-event phase ends; `self` is the card and the player who controls it ("at the end of opponent's long-event phase"). */
  | { on: 'longEventEnd'; run: (s: GameState, ctx: Ctx, self: { inst: number; owner: number }) => void }
  /** A character's own card: +N prowess while he faces an attack by one of these races ("+1 prowess against Orcs"). */
  | { on: 'self'; stat: 'prowess'; delta: number; againstRaces: string[] }
  /** A character's own card: the body of an attack, or of a character in company-vs-company combat, of these races facing him is halved, rounded up ("the Nazgûl/Ringwraith's body is halved (rounded up)"; combat.ts). */
  | { on: 'self'; stat: 'halvesBody'; races: string[] }
  /**
   * A character's own card: +N (direct influence, or a modifier) to his influence checks against factions:
   * these (folded names), those playable at these sites (folded names), or all when neither is given.
   */
  | { on: 'self'; stat: 'factionInfluence'; delta: number; factions?: string[]; playableAt?: string[]; races?: string[]; label: string }
  /**
   * A character's own card: +N direct influence usable only to control (or influence) characters of these races, these (folded) names
   * ("+5 direct influence only usable against Galadriel") or with one of these (folded) home sites ("any character … that has Edoras as a home site").
   */
  | { on: 'self'; stat: 'characterInfluence'; delta: number; races?: string[]; names?: string[]; homeSites?: string[]; label: string }
  /** A character's own card: while he is at one of these sites (folded names), his player may keep N more cards in his hand ("When Elrond is at Rivendell"). */
  | { on: 'self'; stat: 'handSize'; delta: number; at: string[] }
  /** A character's own card: "Unless he is one of the starting characters, he may only be brought into play at his home site" (not at a Haven). */
  | { on: 'self'; stat: 'homeSiteOnly' }
  /** A character's own card: "Leader." where the card data's keywords leave it out (phases/organization.ts leaders). */
  | { on: 'self'; stat: 'leader' }
  /** A character's own card: "Discard on a body check result of 7 or 8" (he survives the check but is discarded). */
  | { on: 'self'; stat: 'bodyCheckDiscard'; results: number[] }
  /** A character's own card: his player may draw this many more cards for his moving company's movement ("he may draw one additional card for each Wilderness [{w}] in his company's site path"; phases/movementHazard.ts). */
  | { on: 'self'; stat: 'movementDraws'; extra: (s: GameState, companyId: string) => number }
  /** A character's own card: the body of a character of these races is modified in the body check after a strike from him (company-vs-company; "-2 to the body of any Elf character targeted by a strike from Khamûl"; combat.ts). */
  | { on: 'self'; stat: 'strikeBody'; delta: number; races: string[] }
  /**
   * A faction's own card (effects/statics.ts factionModifiers, influenceNumberInPlay). Its "Standard Modifications" to the
   * influence check that plays it (phases/site.ts): `byRace`, by the influencing character's race ("Dúnedain (+1)": `race` the
   * character race, 'Dúnadan'; `label` as printed), and `byFaction`, while that faction is in play, "regardless of the controlling
   * player" (coe-rules glossary; its name as printed). `inPlayNumber`: "Once in play, the number required to influence this faction
   * is 0" (an opponent's influence attempt, phases/influence.ts). `ignores`: cards whose modification to the influencer's next
   * check has no effect on the check that plays it ("(Muster has no effect on this attempt)"; still used up by it).
   */
  | {
      on: 'faction';
      byRace?: { race: string; label: string; delta: number }[];
      byFaction?: { faction: string; delta: number }[];
      inPlayNumber?: number;
      ignores?: string[];
      /** A standard modification by any other faction of this race in play, whoever controls it, applied only once ("Any other Orc faction (-2; applied only once)"). */
      byFactionRace?: { race: string; label: string; delta: number };
      /** "Standard Modifications: if Radagast is your Wizard (+3)": the influencing character's player has this avatar in play (its name as printed). */
      byAvatar?: { name: string; delta: number };
      /**
       * "If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader and
       * not tap the site. Discard the faction if the leader moves or leaves play. Three or more factions controlled by the same leader
       * give 2 extra marshalling points" (playMpCard `underLeader`; leaderFactions.ts): a leader of these `races`; `groupOf` such
       * factions under one leader give `groupMp` more faction points (scoring.ts).
       */
      leader?: { races: string[]; groupOf: number; groupMp: number };
      /**
       * "Modifications: influencer discards a major item (+3) or a greater item (+6)" (playMpCard `discardItem`): the influencer may
       * discard one item he bears, of one of these classes, for the modification.
       */
      discardItem?: { major: number; greater: number };
    }
  /** A site's own text: a character wounded by its automatic-attack of these races is eliminated at once, no body check ("(2nd) Spider … any character wounded is immediately eliminated"; combat.ts). */
  | { on: 'creature'; after: 'woundedEliminated'; races: string[] }
  /** A creature's own card: after its attack, each character it wounded makes a corruption check with this modifier (Ghosts). */
  | { on: 'creature'; after: 'woundedCorruptionCheck'; modifier: number }
  /**
   * A creature's own card: a non-Wizard, non-Ringwraith character it wounds who survives the body check is discarded
   * (Abductor), or only when the body check equals his body (`bodyEquals`, Giant Spiders).
   */
  | { on: 'creature'; after: 'woundedDiscard'; bodyEquals?: boolean }
  /**
   * A creature's own card: a creature of these (folded) names played later this turn on a company that faced this one gets +N prowess (Uruk-lieutenant:
   * "Orc-lieutenant receives an additional +3 prowess if played on a company that has already faced Uruk-lieutenant this turn"; combat.ts).
   */
  | { on: 'creature'; after: 'boostsLater'; creatures: string[]; delta: number }
  /** A creature's own card: every body check resulting from its successful strikes is modified ("all body checks resulting from a successful strike are modified by +1"; combat.ts bodyCheck). */
  | { on: 'creature'; after: 'bodyCheck'; delta: number }
  /** A creature's own card: +N prowess when played on a company that has already faced an attack of these races this turn (Orc-lieutenant). */
  | { on: 'creature'; after: 'alreadyFaced'; races: string[]; delta: number }
  /**
   * A creature's own card: its attack is detainment against companies of players of these alignments ("detainment against covert and
   * hero companies"): a failed strike taps instead of wounding, no body checks, no kill marshalling points (coe-rules §3.II).
   */
  | {
      on: 'creature';
      after: 'detainment';
      against: string[];
      /** Only against companies of this status ("detainment against covert company"; overt.ts isOvert). */
      status?: 'overt' | 'covert';
      /** Only against companies that pass this. */
      onlyIf?: (s: GameState, companyId: string) => boolean;
    }
  /**
   * A site's own text: creatures played at this site (the company's new site) attack normally, not as detainment, but those of the
   * `except` races ("Non-Nazgûl creatures played at this site attack normally, not as detainment"; combat.ts isDetainment).
   */
  | { on: 'creature'; after: 'attacksNormally'; except: string[] }
  /** A creature's own card: it may be played only on a company that passes the test ("playable only against minion companies"). */
  | {
      on: 'creature';
      after: 'playableIf';
      label: string;
      test?: (s: GameState, companyId: string) => boolean;
      /** Only against companies of players of these alignments ("playable only against minion companies"). */
      alignments?: ('wizard' | 'ringwraith')[];
      /** Not against a company containing a character with this home site ("May not be played against a company containing a character with Bree as a home site"). */
      notHomeSite?: string;
    }
  /** A creature's own card: something happens to the character once a strike of its attack against him is resolved (not cancelled; Wisp of Pale Sheen). */
  | { on: 'creature'; after: 'strike'; label: string; run: (s: GameState, target: number, strikeProwess: number, ctx: Ctx) => void }
  /**
   * A creature's own card (Neeker-breekers): its strikes are faced by non-Wizard/non-Ringwraith characters only (`notAvatars`), a character's
   * prowess against them is his mind (`mindProwess`), and a character who would be wounded is only tapped, no body checks (`tapInsteadOfWound`).
   */
  | { on: 'creature'; after: 'notAvatars' | 'mindProwess' | 'tapInsteadOfWound' }
  /** A creature's own card: if its attack is not cancelled, every character in the company makes a corruption check before defending characters are selected (Corpse-candle). */
  | { on: 'creature'; after: 'corruptionBeforeAssign' }
  /**
   * A creature's own card: it makes `count` attacks of `strikes` strikes each, one after another ("Two attacks (of one strike each) all against the same character"):
   * with `sameTarget`, each attack's strike is against the character the first was assigned to, its other strikes excess strikes against him;
   * `attackerChooses`: "Attacker chooses defending character" (singular, which the card data's keying does not read).
   */
  | { on: 'creature'; after: 'attacks'; count: number; strikes: number; sameTarget: boolean; attackerChooses?: boolean }
  /** A creature's own card: its strikes against characters (or allies) of these races have N more prowess ("+4 prowess versus Ringwraiths", "15 prowess against Hobbits"; combat.ts resolveStrike). */
  | { on: 'creature'; after: 'prowessVs'; races: string[]; delta: number }
  /** A creature's own card: its attack has this many strikes against companies of players of these alignments ("Five strikes (two strikes … against hero companies)"; combat.ts). */
  | { on: 'creature'; after: 'strikesAgainst'; alignments: string[]; strikes: number }
  /**
   * A creature's own card: its attack's prowess changes against a company that passes the test (Pirates: "+2 prowess when keyed to
   * Coastal Seas [{c}]": its player keys it so wherever the site path allows; combat.ts startCombat).
   */
  | { on: 'creature'; after: 'prowessIf'; label: string; delta: number; test: (s: GameState, companyId: string) => boolean }
  /** A creature's own card: its attack's prowess changes against companies of players of these alignments ("Detainment and -2 prowess against hero companies"). */
  | { on: 'creature'; after: 'prowessAgainst'; alignments: string[]; delta: number }
  /**
   * A creature's own card: something happens once each of its strikes is resolved, whatever became of the character (eliminated too):
   * `outcome` is the strike's (wounded, eliminated, detained, notWounded, tie, defeated …; Fell Turtle: "If any strike is successful"; combat.ts).
   */
  | { on: 'creature'; after: 'strikeOutcome'; run: (s: GameState, companyId: string, outcome: string, ctx: Ctx) => void }
  /** A creature's own card: something happens once its attack ends without being cancelled (Chill Douser). */
  | { on: 'creature'; after: 'attackEnd'; run: (s: GameState, companyId: string, ctx: Ctx) => void }
  /** A creature's own card: it may also be keyed to a company where this holds ("May also be played at a Ruins & Lairs that has two Wildernesses in its site path"). */
  | { on: 'creature'; after: 'keyedIf'; label: string; test: (s: GameState, companyId: string) => boolean }
  /**
   * A creature's own card: it may also be played at sites in these regions (folded names) while every card of `needs` is in play
   * (a great Dragon: "If Doors of Night is in play, … may also be played at sites in these regions"; phases/movementHazard.ts isKeyed).
   */
  | { on: 'creature'; after: 'sitesIn'; label: string; regions: string[]; needs: string[] };

/**
 * Conditions as data that any static effect may carry (effects/statics.ts inPlayHolds), read with its `when`: it applies only while a
 * card of `ifInPlay` is in play ("If Doors of Night is in play, …"), and only while none of `unlessInPlay` is ("Unless Daelomin Ahunt is in
 * play, …"); folded card names (nameKey), in play where they reach the active player's lane.
 */
export interface InPlayCondition {
  ifInPlay?: string[];
  unlessInPlay?: string[];
}

export type StaticEffect = StaticEffectKind & InPlayCondition;

/** Hazard creatures a `keying` static applies to, by their card: all of `races` (any when absent), non-unique ones, keying symbols. */
export interface CreatureMatch {
  races?: string[];
  nonUnique?: boolean;
  /** Keyed to this region type by its symbols, exactly `count` of them when given ("one single Shadow-land [{s}]": not [{s}{s}]). */
  keyedTo?: RegionTypeCode;
  count?: number;
  /** Keyed by its symbols to some region type other than this one ("The creature must be playable in a non-Coastal Sea [{c}] region"). */
  keyedToOtherThan?: RegionTypeCode;
}

export interface PlaySpec {
  side: Side;
  windows: Window[];
  requires?: Predicate[];
  target?: TargetSpec;
  costs?: Cost[];
  /** Hazards count one against the hazard limit unless this is false (coe-rules §2.IV.vii). */
  hazardLimit?: boolean;
  /** Also playable by the other side (Twilight: "may also be played as a resource"). */
  eitherSide?: boolean;
  /**
   * A hazard that "may be played as a hazard creature … or as a permanent-event" (Alatar the Hunter, Shelob …): its player chooses by
   * the action, `playCreature` for the creature (keyed as its card data says, its `creature` statics for its attack) or `playCard`
   * for the permanent-event this spec describes (phases/movementHazard.ts playCreature).
   */
  orCreature?: boolean;
}

/** What using an ability costs, paid as it is declared (coe-rules §9.5.2: stays paid if it fizzles). */
export type AbilityCost =
  /** The character bearing the card taps ("tap bearer: …"). */
  | 'tapBearer'
  /** The card itself taps ("tap Great-shield: …"). */
  | 'tapSelf'
  /** The card is discarded ("discard Cram: …"). */
  | 'discardSelf'
  /** The targeted character taps. */
  | 'tapTarget';

/**
 * An ability of a card in play that its controller may use (items, allies, permanent-events):
 * "Discard Cram: untap bearer". Declared with the action `useCard` in a chain like a played card;
 * the card stays where it is (unless a cost discards it), and only the effects resolve.
 */
export interface AbilitySpec {
  /** A few words for the screen and the log ("untap bearer"). */
  label: string;
  windows: Window[];
  requires?: Predicate[];
  target?: TargetSpec;
  costs: AbilityCost[];
  effects: Effect[];
  /** Whether computer players use it when it is legal (abilities that only help its controller); a list: only in those windows' chains. */
  botUse?: boolean | Window[];
}

export interface CardDef {
  /** English name as in the data (folded for matching); printings of one card share a definition. */
  name: string;
  /** Only the printings of this alignment ('Hero', 'Minion', …); all printings when absent. */
  alignment?: string[];
  /** A one-line account of what the definition covers, in the card's own words. */
  text: string;
  play?: PlaySpec;
  /** Abilities the card has while in play (action useCard). */
  abilities?: AbilitySpec[];
  effects?: Effect[];
  static?: StaticEffect[];
  /**
   * A definition made by a factory of cards/vocab: which scenario template makes its scenarios (tests/cards/templates, by
   * `kind`) and the factory's arguments (plain data).
   */
  template?: { kind: string; args: readonly unknown[] };
}
