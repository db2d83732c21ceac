/**
 * Scenario steps shared by the hazard card scenarios (hazard events, corruption cards: tests/cards/scenarios, templates):
 * a company moving with a hazard in the hazard player's hand, the attack under way, the rolls an action made.
 * Pure helpers over the kit (passed in); no engine runtime imports, so card files may use them.
 */
import type { CombatStep } from '../../../src-shared/engine/combat';
import type { GameEvent } from '../../../src-shared/engine/types';
import type { ScenarioKit } from './kit';
import type { RollEvent } from '../../../src-shared/engine/events';

/** Where the company moves from and to (Rivendell to Bree through Arthedain unless said), the copies drawn, a set-up step. */
export interface MoveOptions {
  from?: string;
  to?: string | null;
  regions?: string[];
  copies?: number;
  before?: (chars: number[]) => void;
}

export interface MovingHazard {
  /** The moving company. */
  id: string;
  /** Its characters, in the order named. */
  chars: number[];
  /** The first copy of the hazard in the hazard player's hand. */
  card: number;
  /** The second copy (-1 when one only was drawn). */
  second: number;
  /** Every copy put in the hand (`copies` of them). */
  cards: number[];
}

/**
 * Seat 0's company of these characters at `from` (Rivendell), `copies` of the hazard in seat 1's hand, then the
 * company's movement/hazard phase towards `to` (Bree, through Arthedain). `before` runs once the company exists,
 * before the hazard is drawn (items, cards in play).
 */
export function movingWithHazard(
  k: ScenarioKit,
  hazard: string,
  names: string[] = ['Aragorn II'],
  o: MoveOptions = {},
): MovingHazard {
  const { id, chars } = k.company(0, names, o.from ?? 'Rivendell');
  o.before?.(chars);
  const cards = Array.from({ length: o.copies ?? 1 }, () => k.hand(1, hazard));
  k.movement(id, o.to === undefined ? 'Bree' : o.to, o.regions ?? (o.to === undefined ? ['Arthedain'] : []));
  return { id, chars, card: cards[0] as number, second: cards[1] ?? -1, cards };
}

/** The attack under way (the combat step on the stack). */
export function combatOf(k: ScenarioKit): CombatStep {
  const step = k.s.stack.find((x) => x.kind === 'combat');
  if (!step || step.kind !== 'combat') throw new Error('no attack under way');
  return step;
}

/** The rolls among these events made for this purpose (and this card or reason, when given). */
export function rolls(events: readonly GameEvent[], purpose: string, why?: string): RollEvent[] {
  return events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose && (why === undefined || e.why === why));
}
