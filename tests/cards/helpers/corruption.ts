/** Corruption cards in scenarios: played on a character, their corruption points and the checks they make. */
import { corruptionPoints, type GameEvent, statusOf } from '../../../src-shared/engine/cards/cardApi';
import { rolls } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';

/** The card (in the hand) cannot be played on these characters; played on the bearer, it gives him 2 corruption points. */
export function playedForTwo(k: ScenarioKit, card: number, bearer: number, refusals: [number, string][]): void {
  playedFor(k, card, bearer, 2, refusals);
}

/** The card (in the hand) cannot be played on these characters; played on the bearer, it gives him `cp` corruption points. */
export function playedFor(k: ScenarioKit, card: number, bearer: number, cp: number, refusals: [number, string][]): void {
  for (const [who, why] of refusals) k.expect(!k.canPlay(1, card, who), why);
  const before = corruptionPoints(k.s, bearer);
  k.play(1, card, bearer);
  k.equal(corruptionPoints(k.s, bearer) - before, cp, 'corruption points received');
}

/**
 * "Makes a corruption check at the end of his untap phase if not at a Haven": with the card on each, `away` (at Bree) checks
 * as his player's next turn begins, `home` (at Rivendell) does not.
 */
export function untapCheckAway(k: ScenarioKit, name: string, away: string, home: string): void {
  const a = k.company(0, [away], 'Bree').chars[0] as number;
  const h = k.company(0, [home], 'Rivendell').chars[0] as number;
  k.attach(a, name);
  k.attach(h, name);
  k.rig([6, 6, 6, 6]);
  oneCheckBy(k, k.toNextTurn(1), name, a, `${away} at Bree checks; ${home} at Rivendell does not`);
}

/** On a Wizard only: played on Gandalf (moving from Rivendell), he receives `cp` corruption points; not on Aragorn II, nor on Radagast in another company. */
export function wizardOnly(k: ScenarioKit, name: string, cp: number): void {
  const { id, chars } = k.company(0, ['Gandalf', 'Aragorn II'], 'Rivendell');
  const [gandalf, aragorn] = chars as [number, number];
  const radagast = k.company(0, ['Radagast'], 'Rivendell').chars[0] as number;
  const card = k.hand(1, name);
  k.movement(id, 'Bree', ['Arthedain']);
  playedFor(k, card, gandalf, cp, [
    [aragorn, 'not on Aragorn II (not a Wizard)'],
    [radagast, 'not on Radagast, in another company'],
  ]);
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

/**
 * "Once during each of his organization phases, the character may attempt to remove this card. Make a roll—if the result is
 * greater than N, discard this card": no tap; a roll of N fails and no second attempt is allowed that phase; N + 1 discards it.
 * Refused outside the organization phase.
 */
export function onceRemoval(k: ScenarioKit, name: string, who: string, above: number): void {
  const bearer = k.company(0, [who], 'Rivendell').chars[0] as number;
  const card = k.attach(bearer, name);
  k.phase('longEvent');
  k.refused(0, { type: 'removeHazard', inst: card, bearer });
  k.phase('organization');
  k.rig([6, above - 6]);
  k.act(0, { type: 'removeHazard', inst: card, bearer });
  k.equal(rolls(k.events, 'removal')[0]?.result, 'stays', `a roll of ${above}`);
  k.equal(statusOf(k.s, bearer), 'untapped', 'he does not tap');
  k.refused(0, { type: 'removeHazard', inst: card, bearer });
  k.s.turn.removalTried = [];
  k.rig([6, above - 5]);
  k.act(0, { type: 'removeHazard', inst: card, bearer });
  k.equal(rolls(k.events, 'removal')[0]?.result, 'removed', `a roll of ${above + 1}`);
  k.equal(k.where(card), 'discard', 'where the card is');
}

/** "Each <class> item gives an additional corruption point": with the card in play, `more` gives its bearer one more, `same` (another class) none. */
export function itemGivesMore(k: ScenarioKit, name: string, more: string, same: string): void {
  const [a, b] = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell').chars as [number, number];
  k.item(a, more);
  k.item(b, same);
  const before = [corruptionPoints(k.s, a), corruptionPoints(k.s, b)];
  k.inPlay(1, name);
  k.equal(corruptionPoints(k.s, a), (before[0] ?? 0) + 1, `the bearer of ${more}`);
  k.equal(corruptionPoints(k.s, b), before[1], `the bearer of ${same}`);
}
