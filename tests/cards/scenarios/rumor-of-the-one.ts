import { corruptionPoints, scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const name = 'Rumor of the One';

const scenarios: Scenario[] = [
  {
    title: '"+1 to the corruption points and the marshalling points for all ring items": Gorbag’s Dwarven Ring and Thrall-ring and a stored Dwarven Ring, not his Ancient Black Axe',
    run: (k) => {
      minionTurn(k);
      const gorbag = k.company(1, ['Gorbag'], 'Minas Morgul').chars[0] as number;
      k.item(gorbag, 'Dwarven Ring of Thrár’s Tribe');
      k.item(gorbag, 'Thrall-ring');
      k.item(gorbag, 'Ancient Black Axe');
      k.s.players[1]?.mpPile.push(k.spawn('Dwarven Ring of Thélor’s Tribe', 1));
      k.phase('organization');
      const cp = corruptionPoints(k.s, gorbag);
      const mp = scoreSheet(k.s, 1).item;
      const card = k.hand(1, name);
      k.play(1, card);
      k.equal(k.where(card), 'playArea', name);
      k.equal(corruptionPoints(k.s, gorbag), cp + 2, 'Gorbag’s corruption points (two ring items)');
      k.equal(scoreSheet(k.s, 1).item, mp + 3, 'item marshalling points (three ring items)');
    },
  },
  {
    title: '"Discard when any play deck is exhausted"; "Cannot be duplicated"',
    run: (k) => {
      minionTurn(k);
      k.company(1, ['Gorbag'], 'Minas Morgul');
      k.phase('organization');
      const card = k.hand(1, name);
      k.play(1, card);
      k.expect(!k.canPlay(1, k.hand(1, name)), 'a second copy');
      k.deck(1, ['Dodge']);
      k.s.sets.ringwraith?.discards.play.push(k.spawn('Dodge', 1));
      k.act(1, { type: 'manual', op: { kind: 'draw', count: 2 } });
      k.equal(k.where(card), 'discard', 'the play deck exhausted');
    },
  },
];
export default scenarios;
