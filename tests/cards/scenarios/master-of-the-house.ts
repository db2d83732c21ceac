import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const NAME = 'Master of the House';

/** A card of this seat's set put into its discard pile. */
function discarded(k: ScenarioKit, seat: number, name: string): number {
  const inst = k.spawn(name, seat);
  k.s.sets[k.s.players[seat]?.alignment ?? 'wizard']?.discards.play.push(inst);
  return inst;
}

/** Both players' play decks hold enough cards for the end of the turn's draws (no reshuffle of the discard piles). */
function fullDecks(k: ScenarioKit): void {
  for (const seat of [0, 1]) k.deck(seat, Array.from({ length: 12 }, () => 'Orc-patrol'));
}

const scenarios: Scenario[] = [
  {
    title: '"As a permanent-event, each player at the end of each turn may bring one Elf creature from his discard pile to his hand" (one each, not an Orc)',
    run: (k) => {
      k.company(0, ['Aragorn II'], 'Rivendell');
      k.inPlay(1, NAME);
      const eldar = discarded(k, 0, 'Wandering Eldar');
      const errantry = discarded(k, 1, 'Elves upon Errantry');
      const second = discarded(k, 1, 'Wandering Eldar');
      const patrol = discarded(k, 1, 'Orc-patrol');
      fullDecks(k);
      k.toNextTurn(0);
      k.expect(k.s.players[0]?.hand.includes(eldar) === true, 'Wandering Eldar in the Wizard player\'s hand');
      k.expect(k.s.players[1]?.hand.includes(errantry) === true, 'Elves upon Errantry in the Ringwraith player\'s hand');
      k.equal(k.where(second), 'discard', 'his second Elf creature');
      k.equal(k.where(patrol), 'discard', 'Orc-patrol');
    },
  },
  {
    title: 'without Master of the House in play, the Elf creature stays in the discard pile at the end of the turn',
    run: (k) => {
      k.company(0, ['Aragorn II'], 'Rivendell');
      const eldar = discarded(k, 0, 'Wandering Eldar');
      fullDecks(k);
      k.toNextTurn(0);
      k.equal(k.where(eldar), 'discard', 'Wandering Eldar');
    },
  },
];
export default scenarios;
