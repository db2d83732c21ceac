/**
 * The engine's public API — createGame, legalActions, applyAction, viewFor, replay — used
 * alike by the UI, the bots, the CLI and the tests. See README.md beside this file for what
 * is automated, what is settled manually, and every simplification.
 */
import { DECK_IDS, type DeckId } from '../arda/model';
import { passChain, playCard, useCard } from './effects/chain';
import { whileReading } from './effects/statics';
import { reject } from './errors';
import { assignStrike, allocateExcess, discard, endPhase, manual, resolveStrike } from './phases/common';
import { actor, laneOf, settle, settleLanes } from './phases/flow';
import { top, type HandlerTable } from './phases/handler';
import { movementDraws, passHazards, playCreature, playHazardEvent, startCompanyMH } from './phases/movementHazard';
import { answerTrade, offerTrade, OUT_OF_TURN, outOfTurnActions, withdrawTrade } from './phases/trade';
import { hiddenCards } from './visibility';
import {
  callCouncil, cancelMovement, declareMovement, destroyOneRing, discardCommunal, joinCompany, playAvatar, playCharacter, playResourceEvent,
  setController, splitCompany, storeItem, testRingHandler, transferItem,
} from './phases/organization';
import { advanceDarkSetup, darkSetupProblem, draftStartingItem, formDarkCompany, selectRingwraith, startDarkArda, takeRingwraithFollower } from './phases/darkSetup';
import { advanceSetup, chooseStartingCompany, chooseStartingSite, dealCharacters, draftAvatar, draftMinor, drawOpeningHands, tossOrder } from './phases/setup';
import { influenceAttempt } from './phases/influence';
import { afterAction, companiesBefore, removeHazard } from './phases/removal';
import { attackCompany, enterSite, leaveSite, playMinorItem, playMpCard } from './phases/site';
import { buildCatalog } from './regions';
import { cardPlayed, markByHand, playsByHand } from './byHand';
import { assumeMode } from './darkArda/modes';
import { playProneToViolence } from './darkArda/prone';
import { drawRings, saveRing } from './darkArda/whispers';
import { chooseRing } from './darkArda/ringTest';
import { keepItem } from './phases/keepItem';
import { playAutoCreature } from './phases/handAutoAttack';
import { nextInt, seedRng, shuffleInPlace } from './rng';
import { swapLane, withLane } from './simultaneous/lanes';
import { blankState, type Ctx } from './state';
import { ALIGNMENTS, callMpOf, seatAlignmentProblem, seatCountProblem, type Action, type Catalog, type EngineCard, type Alignment, type ApplyResult, type GameEvent, type GameSetup, type GameState, type PlayerState, type Rejection, type SetZones } from './types';

export { actor, actors, laneOf } from './phases/flow';
export type * from './types';

export const HANDLERS: HandlerTable = {
  draftAvatar,
  chooseStartingCompany,
  draftMinor,
  chooseStartingSite,
  playCharacter,
  playAvatar,
  setController,
  splitCompany,
  joinCompany,
  transferItem,
  storeItem,
  discardCommunal,
  declareMovement,
  cancelMovement,
  testRing: testRingHandler,
  callCouncil,
  endPhase,
  playResourceEvent,
  startCompanyMH,
  playCreature,
  playHazardEvent,
  passHazards,
  movementDraws,
  enterSite,
  attackCompany,
  playMpCard,
  playMinorItem,
  influenceAttempt,
  leaveSite,
  assignStrike,
  allocateExcess,
  resolveStrike,
  discard,
  destroyOneRing,
  removeHazard,
  playCard,
  useCard,
  passChain,
  manual,
  offerTrade,
  answerTrade,
  withdrawTrade,
  playProneToViolence,
  assumeMode,
  saveRing,
  chooseRing,
  drawRings,
  keepItem,
  playAutoCreature,
  selectRingwraith,
  takeRingwraithFollower,
  formDarkCompany,
  draftStartingItem,
};

/**
 * The rules version of games this engine starts (GameSetup.rules). 2: card definitions and
 * the chain of effects (issue 10). 3: the hazard player chooses his movement draws (a new
 * decision, `movementDraws`). 4: corruption checks after attacks, from corruption cards and at the
 * Council, and body checks, wait for their windows when a card for them is held. 5: Crebain (its
 * random reveal draws from the generator), attacks where each character faces one strike keep their
 * strikes, and allies with a skill play the cards that need it (new responses). 6: simultaneous
 * turns and Dark Arda (issue 12); a game ending mid-attack discards the creature; a strike on a
 * character taken away is void; an ability waiting in a chain is not declared again; the state
 * settles after cards act at the end of an action. 7: an eliminated seat is never active at a
 * simultaneous table; Whispers of Rings' Ring-deck draws and held Treasure hand (Dark Arda); a minor
 * event taken from the face-up minor items goes into play unattached; starter movement between Havens
 * linked by a printed site path. 8 (issue 21): the Council ends the game after its checks (councilChecks); Call
 * of Home sends the character to the Character deck with his player's choice of item (keepItem); manual
 * adjustments only on cards the player controls or may affect; an ability whose card left its place, a card
 * whose target left play, a unique card already in play and a hazard past a lowered limit fizzle in the chain;
 * no unique hazard or minor item twice from two sets; Ringwraiths counted as distinct roles in the Dark Arda
 * setup. 9 (issue 22): cards without a definition are played by hand (marked, scoring only from the MP pile, never
 * by a computer player); 129 more card definitions; a character returned by hand to the Character deck leaves an
 * eliminated pile. A game saved under another version replays differently.
 */
export const RULES_VERSION = 9;

const ACTION_TYPES = Object.keys(HANDLERS) as Action['type'][];

/** Each action type's schema, declared by its handler: api/schemasGames.ts builds the API's action union from these. */
export const ACTION_SCHEMAS = ACTION_TYPES.map((type) => HANDLERS[type].schema);

export class SetupError extends Error {
  override name = 'SetupError';
}

function emptyDecks(): Record<DeckId, number[]> {
  return { play: [], mp: [], character: [], minor: [], ring: [], site: [], haven: [], avatar: [] };
}

/**
 * The catalog is static and shared by reference between states: games built from the same card
 * facts, sets and MP locations (the simulator, bots' look-ahead, replays) share one.
 */
const catalogCache = new WeakMap<Record<string, EngineCard>, Map<string, Catalog>>();
const objectIds = new WeakMap<object, number>();
let nextObjectId = 1;

function idOf(o: object | undefined): number {
  if (!o) return 0;
  let id = objectIds.get(o);
  if (id === undefined) {
    id = nextObjectId++;
    objectIds.set(o, id);
  }
  return id;
}

function catalogFor(setup: GameSetup): Catalog {
  const key = ALIGNMENTS.map((a) => `${idOf(setup.sets[a]?.set)}:${idOf(setup.sets[a]?.mpLocations)}`).join('|');
  let byKey = catalogCache.get(setup.cards);
  if (!byKey) {
    byKey = new Map();
    catalogCache.set(setup.cards, byKey);
  }
  let catalog = byKey.get(key);
  if (!catalog) {
    catalog = buildCatalog(setup);
    byKey.set(key, catalog);
  }
  return catalog;
}

/** A new game: instances for every card copy, shuffled decks, hands, the toss, characters dealt; setup choices follow. */
export function createGame(setup: GameSetup): GameState {
  const n = setup.players.length;
  if (setup.rules !== undefined && setup.rules !== RULES_VERSION) {
    throw new SetupError(`this game was started with rules version ${setup.rules}; this engine plays version ${RULES_VERSION}`);
  }
  // The profile's table (types.ts PROFILES): its seat count and the sides its seats may play.
  const seatProblem = seatCountProblem(setup.profile, n) ?? setup.players.map((p) => seatAlignmentProblem(setup.profile, p.name, p.alignment)).find((why) => why !== null);
  if (seatProblem) throw new SetupError(seatProblem);
  // Dark Arda ("Compiled Arda Rules — Minion"): its own setup, phases/darkSetup.ts.
  const dark = setup.profile === 'dark-arda';
  const darkProblem = dark ? darkSetupProblem(setup) : null;
  if (darkProblem) throw new SetupError(darkProblem);
  const seats = setup.players.map((p) => p.seat).sort((a, b) => a - b);
  if (seats.some((seat, i) => seat !== i)) throw new SetupError('seats must be numbered 0 to players-1');
  for (const p of setup.players) if (!setup.sets[p.alignment]) throw new SetupError(`no ${p.alignment} set for ${p.name}`);
  for (const align of ALIGNMENTS) {
    const s = setup.sets[align];
    if (!s) continue;
    for (const deck of DECK_IDS) for (const e of s.set.decks[deck]) if (!setup.cards[e.cardId]) throw new SetupError(`card ${e.cardId} of the ${align} set is missing from the card facts`);
    // A set without the decks setup draws from cannot start a game (§3): say so instead of playing an empty game.
    const size = (deck: DeckId) => s.set.decks[deck].reduce((n, e) => n + e.copies + e.proxies, 0);
    const seatsOfSet = setup.players.filter((p) => p.alignment === align).length;
    for (const deck of ['play', 'mp', 'character'] as const) {
      if (seatsOfSet > 0 && size(deck) === 0) throw new SetupError(`the ${align} set "${s.set.name}" has an empty ${deck} deck; build or fill it first`);
    }
    if (size('avatar') < seatsOfSet) {
      throw new SetupError(`the ${align} set "${s.set.name}" has ${size('avatar')} avatar card(s) for ${seatsOfSet} player(s); each player drafts one`);
    }
  }
  const catalog = catalogFor(setup);
  const rng = seedRng(setup.seed);
  const state: GameState = blankState(catalog, String(setup.seed), rng, { councilMp: callMpOf(setup), maxRounds: setup.options?.maxRounds ?? 120 });
  for (const align of ALIGNMENTS) {
    const s = setup.sets[align];
    if (!s) continue;
    const zones: SetZones = { decks: emptyDecks(), discards: emptyDecks(), faceUp: { character: [], minor: [], mp: [] } };
    for (const deck of DECK_IDS) {
      if (deck === 'site' || deck === 'haven') continue; // sites are the map (location tokens), not cards drawn
      const entries = [...s.set.decks[deck]].sort((a, b) => (a.cardId < b.cardId ? -1 : a.cardId > b.cardId ? 1 : 0));
      for (const e of entries)
        for (let k = 0; k < e.copies + e.proxies; k++) {
          const inst = state.cardOf.length;
          state.cardOf.push(e.cardId);
          state.alignOf.push(align);
          state.deckOf.push(deck);
          zones.decks[deck].push(inst);
        }
      shuffleInPlace(rng, zones.decks[deck]);
    }
    state.sets[align] = zones;
  }
  for (const p of [...setup.players].sort((a, b) => a.seat - b.seat)) {
    const ps: PlayerState = {
      seat: p.seat, name: p.name, kind: p.kind, alignment: p.alignment, hand: [], mpHand: [], mpPile: [], eliminatedPile: [], avatar: [], playArea: [], pool: [], penalty: 0, turnsTaken: 0, out: false, avatarInPlay: null,
    };
    state.players.push(ps);
  }
  const ctx: Ctx = { events: [] };
  if (dark) {
    startDarkArda(state, ctx);
    settle(state, ctx);
    return state;
  }
  state.order = tossOrder(seats, nextInt(rng, n));
  ctx.events.push({ type: 'toss', first: state.order[0] });
  drawOpeningHands(state, ctx);
  dealCharacters(state, ctx);
  state.stack = [{ kind: 'draftAvatar', order: [...state.order], idx: 0 }];
  advanceSetup(state, ctx);
  settle(state, ctx);
  return state;
}

/** The `legal` functions of the handlers allowed in each step, in ACTION_TYPES order (computed once per step kind). */
const LEGALS = new Map<string, ((s: GameState, seat: number) => Action[])[]>();

/** The actions this seat may take now (when it is not this seat's decision: only trades, phases/trade.ts). Manual adjustments are not listed. */
export function legalActions(state: GameState, seat: number): Action[] {
  if (state.result) return [];
  // Simultaneous turns: the seat's decision is in the first lane (first-right order) where it has one.
  const lane = laneOf(state, seat);
  // Trades (Arda Revised §10, phases/trade.ts) may be made at any time during the turn, not only at the seat's decision.
  if (lane < 0) return outOfTurnActions(state, seat);
  return withLane(state, lane, () =>
    whileReading(state, () => {
      const out: Action[] = [];
      for (const legal of legalsByStep(top(state).kind)) for (const a of legal(state, seat)) out.push(a);
      return out;
    }),
  );
}

function legalsByStep(kind: string): ((s: GameState, seat: number) => Action[])[] {
  let list = LEGALS.get(kind);
  if (!list) {
    list = ACTION_TYPES.map((type) => HANDLERS[type] as HandlerTable[Action['type']]).filter((h) => h.steps.includes(kind as never)).map((h) => h.legal as (s: GameState, seat: number) => Action[]);
    LEGALS.set(kind, list);
  }
  return list;
}

/** Why an action is illegal now, or null if it is legal. */
export function checkAction(state: GameState, seat: number, action: Action): Rejection | null {
  if (state.result) return reject('GAME_OVER', 'phase', 'the game has ended');
  if (!action || typeof action !== 'object' || !(action.type in HANDLERS)) return reject('UNKNOWN_ACTION', 'phase', 'unknown action type');
  if (laneOf(state, seat) < 0 && !OUT_OF_TURN.has(action.type)) return reject('NOT_YOUR_DECISION', 'turn', `it is seat ${actor(state)}'s decision`);
  return withLane(state, laneForAction(state, seat, action), () => checkInLane(state, seat, action));
}

/**
 * The lane an action happens in: the seat's decision's, or for an action out of turn (a trade)
 * the first lane whose step allows it (-1: none, or no lanes).
 */
function laneForAction(state: GameState, seat: number, action: Action): number {
  const own = laneOf(state, seat);
  if (own >= 0 || !state.lanes) return own;
  const steps = (HANDLERS[action.type] as HandlerTable[Action['type']]).steps as readonly string[];
  for (let i = 0; i < state.lanes.list.length; i++) if (withLane(state, i, () => steps.includes(top(state).kind))) return i;
  return -1;
}

function checkInLane(state: GameState, seat: number, action: Action): Rejection | null {
  const h = HANDLERS[action.type] as HandlerTable[Action['type']];
  const kind = top(state).kind;
  if (!h.steps.includes(kind)) return reject('WRONG_STEP', 'phase', `${action.type} is not allowed during ${kind}`);
  return whileReading(state, () => (h.check as (s: GameState, seat: number, a: Action) => Rejection | null)(state, seat, action));
}

/** Applies a legal action to the state itself (the bots' and the simulator's fast path). */
export function applyInPlace(state: GameState, seat: number, action: Action): { ok: true; events: GameEvent[] } | { ok: false; rejection: Rejection } {
  const rejection = checkAction(state, seat, action);
  if (rejection) return { ok: false, rejection };
  const ctx: Ctx = { events: [] };
  const h = HANDLERS[action.type] as HandlerTable[Action['type']];
  state.log.push({ seat, action });
  // Simultaneous turns: the action happens in the seat's lane (a trade: in the first lane whose step allows it).
  const lane = laneForAction(state, seat, action);
  if (lane > 0) swapLane(state, lane);
  const before = companiesBefore(state);
  // A card without a definition is played by hand (byHand.ts): marked, so its marshalling points are told apart.
  const byHand = playsByHand(state, action) || (action.type === 'manual' && action.op.kind === 'move' && action.op.to === 'mpPile');
  (h.apply as (s: GameState, seat: number, a: Action, ctx: Ctx) => void)(state, seat, action, ctx);
  if (byHand) markByHand(state, action.type === 'manual' && 'inst' in action.op ? action.op.inst : (cardPlayed(action) as number));
  advanceSetup(state, ctx);
  advanceDarkSetup(state, ctx);
  settle(state, ctx);
  afterAction(state, ctx, before);
  // What the cards in play did after the action (a corruption card's untap-phase check, a character discarded mid-attack) settles too.
  settle(state, ctx);
  settleLanes(state, ctx);
  return { ok: true, events: ctx.events };
}

/** Copies everything but the shared, never-mutated catalog. */
export function cloneState(state: GameState): GameState {
  const copy = JSON.parse(JSON.stringify({ ...state, catalog: null })) as GameState;
  copy.catalog = state.catalog;
  return copy;
}

/** The next state and its events, or a typed rejection naming the rule. The given state is not changed. */
export function applyAction(state: GameState, seat: number, action: Action): ApplyResult {
  const rejection = checkAction(state, seat, action);
  if (rejection) return { ok: false, rejection };
  const next = cloneState(state);
  const result = applyInPlace(next, seat, action);
  if (!result.ok) return result;
  return { ok: true, state: next, events: result.events };
}

/** Rebuilds a game from its setup and action log. */
export function replay(setup: GameSetup, log: readonly { seat: number; action: Action }[]): GameState {
  const state = createGame(setup);
  for (const [i, entry] of log.entries()) {
    const r = applyInPlace(state, entry.seat, entry.action);
    if (!r.ok) throw new Error(`replay: action ${i} (${entry.action.type}) rejected: ${r.rejection.message}`);
  }
  return state;
}

/** Steps where the deciding seat looks through a deck for what it may pick (Dark Arda: Ringwraiths, followers, minor items). */
const DRAFT_STEPS = new Set<string>(['draftAvatar', 'draftMinor', 'selectRingwraith', 'ringwraithFollower', 'darkItems']);

export interface GameView extends Omit<GameState, 'rng'> {
  viewer: number;
  rng: null;
}

/**
 * What one seat may see: no other player's hands (MP hand included), no deck order, no generator
 * state; a seat drafting (avatar, minor item) sees the cards it may pick.
 */
export function viewFor(state: GameState, seat: number): GameView {
  const copy = cloneState(state);
  const hidden = new Set<number>();
  for (const [inst, seats] of hiddenCards(state)) if (!seats.includes(seat)) hidden.add(inst);
  // Decks are shown as their sizes only.
  for (const align of ALIGNMENTS) {
    const z = copy.sets[align as Alignment];
    if (!z) continue;
    for (const deck of DECK_IDS) z.decks[deck].fill(-1);
  }
  for (const p of copy.players) {
    if (p.seat === seat) continue;
    for (const list of [p.hand, p.mpHand, p.pool]) list.fill(-1);
  }
  // A seat drafting an avatar or a minor item looks through that deck: it sees what it may pick.
  const step = state.stack[state.stack.length - 1];
  if (step && DRAFT_STEPS.has(step.kind) && actor(state) === seat) {
    for (const action of legalActions(state, seat)) if ('inst' in action && typeof action.inst === 'number') hidden.delete(action.inst);
  }
  for (const inst of hidden) copy.cardOf[inst] = '';
  return { ...copy, rng: null, viewer: seat };
}
