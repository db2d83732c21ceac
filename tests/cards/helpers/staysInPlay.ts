/** Hazard events that stay in play: played in a movement/hazard phase, not duplicated, discarded when a play deck is exhausted. */
import { drawCards } from '../../../src-shared/engine/cards/cardApi';
import { type MoveOptions, movingWithHazard } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** The card, played in a company's movement/hazard phase, stays in play; a second copy in the hand cannot be played. */
export function playedToStay(k: ScenarioKit, name: string, unique = 'it cannot be duplicated', o: MoveOptions & { names?: string[] } = {}): number {
  const { card, second } = movingWithHazard(k, name, o.names ?? ['Aragorn II'], { ...o, copies: 2 });
  k.play(1, card);
  k.equal(k.where(card), 'playArea', name);
  k.expect(!k.canPlay(1, second), unique);
  return card;
}

export function staysInPlay(name: string, unique?: string): Scenario {
  return { title: 'played in a movement/hazard phase, it stays in play; a second copy cannot be played', run: (k) => void playedToStay(k, name, unique) };
}

/** The play deck of this seat's set runs out as he draws: the card in play is discarded. */
export function exhaustDiscards(k: ScenarioKit, card: number, seat: number, name: string): void {
  const zones = seat === 0 ? k.s.sets.wizard : k.s.sets.ringwraith;
  if (!zones) throw new Error(`no ${seat === 0 ? 'Wizard' : 'Ringwraith'} set`);
  zones.decks.play.splice(0);
  zones.discards.play.push(k.spawn('Wolves', seat));
  drawCards(k.s, seat, 1, { events: [] });
  k.equal(k.where(card), 'discard', `${name} after the play deck is exhausted`);
}
