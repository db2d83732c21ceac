import { notOnAnotherCompany } from '../helpers/inPlay';
import { statusOf } from '../../../src-shared/engine/cards/cardApi';
import { rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'played on a follower (mind 7 or less): he goes under general influence; not on a character of mind 8 or more, nor on a Wizard',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo', 'Gandalf'], 'Rivendell');
      const [aragorn, bilbo, gandalf] = chars as [number, number, number];
      k.expect((k.card('Bilbo').mind ?? 99) <= 7 && (k.card('Aragorn II').mind ?? 0) > 7, 'figures');
      (k.s.chars[bilbo] as { followerOf: number | null }).followerOf = aragorn;
      const card = k.hand(1, 'Rebel-talk');
      k.movement(id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, card, aragorn), 'not on Aragorn II (mind 9)');
      k.expect(!k.canPlay(1, card, gandalf), 'not on Gandalf (a Wizard)');
      notOnAnotherCompany(k, 1, card, bilbo);      k.play(1, card, bilbo);
      k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'on Bilbo');
      k.equal(k.s.chars[bilbo]?.followerOf, null, 'Bilbo is under general influence');
    },
  },
  {
    title: 'he cannot be made a follower',
    run: (k) => {
      const { chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
      const [aragorn, bilbo] = chars as [number, number];
      k.attach(bilbo, 'Rebel-talk');
      k.phase('organization');
      k.expect(!k.legal(0).some((a) => a.type === 'setController' && a.inst === bilbo && a.controller !== null), 'not offered');
      k.refused(0, { type: 'setController', inst: bilbo, controller: aragorn });
    },
  },
  {
    title: 'removal without tapping, once during his organization phase: a roll of 7 fails and he may not try again; a roll of 8 discards it',
    run: (k) => {
      const { chars } = k.company(0, ['Bilbo'], 'Rivendell');
      const bilbo = chars[0] as number;
      const card = k.attach(bilbo, 'Rebel-talk');
      k.setStatus(bilbo, 'tapped');
      k.phase('longEvent');
      k.refused(0, { type: 'removeHazard', inst: card, bearer: bilbo });
      k.phase('organization');
      k.rig([6, 1]);
      k.act(0, { type: 'removeHazard', inst: card, bearer: bilbo });
      k.equal(rolls(k.events, 'removal')[0]?.result, 'stays', 'a roll of 7');
      k.equal(statusOf(k.s, bilbo), 'tapped', 'no untap, no tap');
      k.expect(!k.legal(0).some((a) => a.type === 'removeHazard'), 'no second attempt offered');
      k.refused(0, { type: 'removeHazard', inst: card, bearer: bilbo });
      k.s.turn.removalTried = [];
      k.rig([6, 2]);
      k.act(0, { type: 'removeHazard', inst: card, bearer: bilbo });
      k.equal(rolls(k.events, 'removal')[0]?.result, 'removed', 'a roll of 8');
      k.equal(k.where(card), 'discard', 'where the card is');
    },
  },
];
export default scenarios;
