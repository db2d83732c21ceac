import { passTurn } from '../../../src-shared/engine/cards/cardApi';
import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Power Built by Waiting: played as a hazard; tapped, +1 to the hazard limit against the company; not untapped in its player’s untap phase',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Power Built by Waiting', ['Aragorn II', 'Legolas']);
      const mh = () => k.s.stack.find((x) => x.kind === 'mhHazards') as { limit: number; played: number } | undefined;
      const limit = mh()?.limit ?? 0;
      k.play(1, card);
      k.equal(k.where(card), 'playArea', 'Power Built by Waiting');
      k.equal(mh()?.played, 1, 'it counts against the hazard limit');
      k.use(1, card, 0);
      k.equal(k.s.status[card], 'tapped', 'Power Built by Waiting taps');
      k.equal(mh()?.limit, limit + 1, 'the hazard limit against the company');
      k.expect(!k.canUse(1, card, 0), 'a tapped card cannot tap again');
      passTurn(k.s, { events: [] });
      k.equal(k.s.turn.active, 1, 'its player’s turn');
      k.equal(k.s.status[card], 'tapped', 'still tapped after its player’s untap phase');
    },
  },
  {
    title: 'Power Built by Waiting: two used against the hazard limit untap it; not with fewer than two left; not by the resource player',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      const pbw = k.inPlay(1, 'Power Built by Waiting');
      k.setStatus(pbw, 'tapped');
      k.movement(id, 'Bree', ['Arthedain'], 3);
      const mh = () => k.s.stack.find((x) => x.kind === 'mhHazards') as { limit: number; played: number } | undefined;
      k.refused(0, { type: 'useCard', inst: pbw, ability: 1, target: null });
      (mh() as { played: number }).played = 2;
      k.expect(!k.canUse(1, pbw, 1), 'one left of the hazard limit: cannot untap it');
      (mh() as { played: number }).played = 0;
      k.use(1, pbw, 1);
      k.equal(k.s.status[pbw] ?? 'untapped', 'untapped', 'Power Built by Waiting untaps');
      k.equal(mh()?.played, 2, 'two against the hazard limit');
    },
  },
];
export default scenarios;
