import { passTurn } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('From the Pits of Angband'),
  {
    title: 'at the end of the turn each player shuffles one Dragon manifestation or Drake from his discard pile into his play deck; other creatures stay',
    run: (k) => {
      k.inPlay(1, 'From the Pits of Angband');
      const ahunt = k.spawn('Smaug Ahunt', 1);
      const drake = k.spawn('Land-drake', 1);
      const wolves = k.spawn('Wolves', 1);
      const mine = k.spawn('Cave-drake', 0);
      k.s.sets.ringwraith?.discards.play.push(wolves, ahunt, drake);
      k.s.sets.wizard?.discards.play.push(mine);
      passTurn(k.s, { events: [] });
      k.equal(k.where(ahunt), 'deck', 'Smaug Ahunt');
      k.equal(k.where(drake), 'discard', 'Land-drake (one card only)');
      k.equal(k.where(wolves), 'discard', 'Wolves');
      k.equal(k.where(mine), 'deck', "the Wizard player's Cave-drake");
    },
  },
  {
    title: 'with Doors of Night in play, a Dragon manifestation and a Drake return to the hand',
    run: (k) => {
      k.inPlay(1, 'From the Pits of Angband');
      k.inPlay(1, 'Doors of Night');
      const ahunt = k.spawn('Smaug Ahunt', 1);
      const drake = k.spawn('Land-drake', 1);
      k.s.sets.ringwraith?.discards.play.push(ahunt, drake);
      passTurn(k.s, { events: [] });
      k.equal(k.where(ahunt), 'hand', 'Smaug Ahunt');
      k.equal(k.where(drake), 'hand', 'Land-drake');
      k.expect(k.s.players[1]?.hand.includes(drake) ?? false, "in the hazard player's hand");
    },
  },
];
export default scenarios;
