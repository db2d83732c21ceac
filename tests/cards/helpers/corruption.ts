/** Corruption cards in scenarios: played on a character, their corruption points and the checks they make. */
import { corruptionPoints, type GameEvent } from '../../../src-shared/engine/cards/cardApi';
import { rolls } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';

/** The card (in the hand) cannot be played on these characters; played on the bearer, it gives him 2 corruption points. */
export function playedForTwo(k: ScenarioKit, card: number, bearer: number, refusals: [number, string][]): void {
  for (const [who, why] of refusals) k.expect(!k.canPlay(1, card, who), why);
  const before = corruptionPoints(k.s, bearer);
  k.play(1, card, bearer);
  k.equal(corruptionPoints(k.s, bearer) - before, 2, 'corruption points received');
}

/** The card goes on the target from the hazard player's hand, in the company's movement/hazard phase. */
export function playOn(k: ScenarioKit, name: string, companyId: string, target: number): number {
  const card = k.hand(1, name);
  k.movement(companyId, 'Bree', ['Arthedain']);
  k.play(1, card, target);
  k.expect((k.s.chars[target]?.hazards ?? []).includes(card), `${name} is on the character`);
  return card;
}

/** These events hold one corruption check for the card, made by its bearer. */
export function oneCheckBy(k: ScenarioKit, events: GameEvent[], name: string, bearer: number, what: string): void {
  const made = rolls(events, 'corruption', name);
  k.equal(made.length, 1, 'checks');
  k.equal(made[0]?.inst, bearer, what);
}

/** Ends the moving company's movement/hazard phase (the hazard player passes). */
export function endMH(k: ScenarioKit): GameEvent[] {
  const events = k.act(1, { type: 'passHazards' });
  return events;
}
