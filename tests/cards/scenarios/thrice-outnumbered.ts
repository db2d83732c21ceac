import { passTurn } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { exhaustDiscards, playedToStay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  {
    title: 'played in a movement/hazard phase, it stays in play; a second copy cannot be played; it is discarded when a play deck is exhausted',
    run: (k) => exhaustDiscards(k, playedToStay(k, 'Thrice Outnumbered'), 0, 'Thrice Outnumbered'),
  },
  {
    title: 'at the end of the turn each player shuffles one Man creature from his discard pile into his play deck; a Wolves card stays',
    run: (k) => {
      k.inPlay(1, 'Thrice Outnumbered');
      const brigands = k.spawn('Brigands', 1);
      const wolves = k.spawn('Wolves', 1);
      const mine = k.spawn('Brigands', 0);
      k.s.sets.ringwraith?.discards.play.push(wolves, brigands);
      k.s.sets.wizard?.discards.play.push(mine);
      passTurn(k.s, { events: [] });
      k.equal(k.where(brigands), 'deck', 'Brigands');
      k.equal(k.where(wolves), 'discard', 'Wolves');
      k.equal(k.where(mine), 'deck', "the Wizard player's Brigands");
    },
  },
  {
    title: "at the end of the opponent's long-event phase a Man creature from the hand is discarded, else the card itself",
    run: (k) => {
      const card = k.inPlay(1, 'Thrice Outnumbered');
      const brigands = k.hand(1, 'Brigands');
      k.phase('longEvent');
      k.act(0, { type: 'endPhase' });
      k.equal(k.where(brigands), 'discard', 'Brigands from the hand');
      k.equal(k.where(card), 'playArea', 'Thrice Outnumbered stays');
      k.phase('longEvent');
      k.act(0, { type: 'endPhase' });
      k.equal(k.where(card), 'discard', 'Thrice Outnumbered, with no Man creature in hand');
    },
  },
];
export default scenarios;
