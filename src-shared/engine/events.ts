/**
 * What an action caused: every event the engine emits, as one discriminated union (by `type`). Events are plain JSON;
 * the Play screen and the CLI put them into words (src-shared/play), and the game record keeps those words as they
 * were when the action was applied. `card` fields are card ids (absent when the instance is unknown to the engine).
 */
import type { RollMod } from './combat';
import type { EndReason, ManualOp, RingwraithMode } from './types';

/** A 2D6 roll: what it was for, the dice, the modifications (dice + mods = total) and what it was compared with. */
export interface RollEvent {
  type: 'roll';
  purpose: 'strike' | 'bodyCheck' | 'strikeBodyCheck' | 'cvcStrike' | 'corruption' | 'influence' | 'influenceAttempt' | 'ringTest' | 'removal' | 'cardEffect' | 'underDeeps';
  seat?: number;
  inst?: number;
  card?: string;
  /** Ring tests: the gold ring tested (card id). */
  ring?: string;
  target?: number;
  dice: [number, number];
  /** An additional roll not used ("make an additional roll and choose which result to use": `dice` is the one used). */
  alsoRolled?: [number, number];
  mods: RollMod[];
  total: number;
  /** The least total that succeeds. */
  need?: number;
  /** What the total was compared with (influence attempts: the opponent's 2D6 as well). */
  against?: number | [number, number];
  againstLabel?: string;
  result?: string | null;
  why?: string;
  body?: number;
  modifier?: number;
  prowess?: number;
  strikeProwess?: number;
  label?: string;
  kinds?: string[];
  tapped?: boolean;
}

/** A card's effect carried out (effects/resolve.ts and the definitions): `effect` says which. */
export interface EffectEvent {
  type: 'effect';
  effect: 'custom' | 'modifyAttack' | 'modify' | 'discard' | 'tap' | 'untap' | 'hazardLimit' | 'strikesFixed' | 'reserve' | 'modifyStrike' | 'cancelStrike' | 'cancelOngoing' | 'cancelAttack' | (string & {});
  card?: string;
  label?: string;
  inst?: number;
  target?: number | string;
  seat?: number;
  companyId?: string;
  stat?: string;
  delta?: number;
  until?: string;
  limit?: number;
  static?: boolean;
  by?: string;
}

export type GameEvent =
  | RollEvent
  | EffectEvent
  | { type: 'toss'; first?: number }
  | { type: 'seating'; rolls: (number | null)[][]; order: number[] }
  | { type: 'dealt'; seat: number; count: number }
  | { type: 'startingHands'; seat: number; play: number; treasure: number; rings: number }
  | { type: 'modeCards'; seat: number; cards: (string | undefined)[] }
  | { type: 'draftAvatar'; seat: number; card?: string }
  | { type: 'selectRingwraith'; seat: number; card?: string }
  | { type: 'ringwraithFollower'; seat: number; card?: string | null }
  | { type: 'startingCompany'; seat: number; cards: (string | undefined)[]; site?: string; ringwraith?: string; followers?: (string | undefined)[] }
  | { type: 'draftMinor'; seat: number; card?: string | null; bearer?: number | null }
  | { type: 'startingSite'; seat: number; site: string; cards: (string | undefined)[] }
  | { type: 'turn'; seat: number; number: number; round: number; firstHazard: number }
  | { type: 'simultaneousTurn'; number: number; actives: number[]; token?: number }
  | { type: 'draw'; seat: number; count: number }
  | { type: 'discard'; inst: number; card?: string }
  | { type: 'reshuffle'; align: string; deck: string }
  | { type: 'faceUp'; align: string; deck: string; inst: number; card?: string }
  | { type: 'playCharacter'; seat: number; card?: string; site: string; controller: number | null }
  | { type: 'playAvatar'; seat: number; card?: string; site: string }
  | { type: 'setController'; inst: number; controller: number | null; seat?: number; from?: number; why?: string }
  | { type: 'splitCompany'; from: string; to: string }
  | { type: 'joinCompany'; from: string; into: string }
  | { type: 'transferItem'; item: number; from: number; to: number }
  | { type: 'itemSaved'; item: number; to: number; seat?: number }
  | { type: 'storeItem'; seat: number; card?: string }
  | { type: 'declareMovement'; companyId: string; site: string; regions: string[] }
  | { type: 'callCouncil'; seat: number; mp: number; audience?: boolean }
  | { type: 'playResourceEvent'; seat: number; card: string; manual: boolean }
  | { type: 'movementHazard'; companyId: string; moving: boolean; to: string; limit: number; hazardSeat: number }
  | { type: 'playCreature'; seat: number; card: string; companyId: string; played: number; limit: number }
  | { type: 'playHazardEvent'; seat: number; card: string; target: number | null; played: number; limit: number; manual: boolean }
  | { type: 'passHazards'; seat: number; to: number | null }
  | { type: 'arrive'; companyId: string; site: string; from: string }
  | { type: 'enterSite'; companyId: string; site: string }
  | { type: 'attack'; label: string; strikes: number; prowess: number; body: number | null; companyId: string; oneEach?: boolean }
  | { type: 'assignStrike'; target: number }
  | { type: 'strikeResolved'; target: number; outcome: string | null }
  | { type: 'strikeVoid'; target: number; label: string }
  | { type: 'attackCancelled'; label: string; seat: number }
  | { type: 'attackDefeated'; label: string; mp?: number; seat: number; detainment?: boolean }
  | { type: 'attackEnded'; label: string; seat: number; mp?: number }
  | { type: 'allyEliminated'; inst: number }
  | { type: 'characterRemoved'; how: string; inst: number; card: string; seat: number }
  | { type: 'playMpCard'; seat: number; card: string; character: number; site: string; success: boolean }
  | { type: 'playMinorItem'; seat: number; card?: string; character: number }
  | { type: 'influenceAttempt'; seat: number; influencer: number; target: number; card?: string; kind: string; from: number; success: boolean }
  | { type: 'hazardRemoved'; seat: number; inst: number; card: string; bearer: number }
  | { type: 'hazardDiscarded'; seat: number; inst: number; card?: string; bearer: number; why: string }
  | { type: 'declare'; seat: number; inst: number; card: string; target: number | null; window: string; text: string; ability?: number; passive?: true }
  | { type: 'passChain'; seat: number }
  | { type: 'chainResolves'; entries: string[] }
  | { type: 'resolve'; seat: number; inst: number; card: string; target: number | null; placed: string; text: string; ability?: number }
  | { type: 'fizzle'; seat: number; inst: number; card: string; ability?: number; passive?: true }
  | { type: 'cancelled'; inst: number; card?: string }
  | { type: 'reveal'; seat: number; cards: (string | undefined)[]; label: string }
  | { type: 'manual'; seat: number; op: ManualOp }
  | { type: 'tradeOffered'; seat: number; to: number; hand: string }
  | { type: 'tradeDone'; seat: number; from: number; hand: string }
  | { type: 'tradeDeclined'; seat: number; from: number }
  | { type: 'tradeWithdrawn'; seat: number; to: number }
  | { type: 'playProneToViolence'; seat: number; card?: string }
  | { type: 'assumeMode'; seat: number; mode: RingwraithMode | null }
  | { type: 'saveRing'; seat: number; card?: string; whispers: number }
  | { type: 'ringDraw'; seat: number; cards: string[]; whispers: number }
  | { type: 'ringDeckReveal'; seat: number; revealed: (string | undefined)[]; matches: (string | undefined)[] }
  | { type: 'ringFound'; seat: number; card?: string; bearer?: number; from?: string; drawn?: number; stored?: boolean }
  | { type: 'ringNotFound'; seat: number; kinds: string[] }
  | { type: 'ringDeclined'; seat: number }
  | { type: 'playerOut'; seat: number }
  | { type: 'council' }
  | { type: 'gameOver'; reason: EndReason; winners: number[] };

export type GameEventType = GameEvent['type'];
/** The event of one type. */
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;

/** Whether the event is a roll (for this purpose, when given). */
export function isRoll(e: GameEvent, purpose?: RollEvent['purpose']): e is RollEvent {
  return e.type === 'roll' && (purpose === undefined || e.purpose === purpose);
}

/** The rolls among these events (made for this purpose, when given). */
export function rollsIn(events: readonly GameEvent[], purpose?: RollEvent['purpose']): RollEvent[] {
  return events.filter((e): e is RollEvent => isRoll(e, purpose));
}

/** The events of one type among these. */
export function eventsIn<T extends GameEventType>(events: readonly GameEvent[], type: T): EventOf<T>[] {
  return events.filter((e): e is EventOf<T> => e.type === type);
}
