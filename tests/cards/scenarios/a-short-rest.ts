import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const name = 'A Short Rest';

/** Aragorn II's company at Rivendell declares a move entering `entered` regions; the cards his player draws (all he may). */
function draws(k: ScenarioKit, entered: number, rest: boolean): number {
  const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
  k.deck(0, Array.from({ length: 12 }, () => 'Twilight'));
  if (rest) k.inPlay(0, name);
  k.phase('organization');
  const move = k.legal(0).find((a) => a.type === 'declareMovement' && a.companyId === id && a.regions.length === entered);
  k.expect(move !== undefined, `a destination entering ${entered} region(s)`);
  if (move) k.act(0, move);
  k.s.stack = [{ kind: 'mhSelect' }];
  const before = k.s.players[0]?.hand.length ?? 0;
  k.act(0, { type: 'startCompanyMH', companyId: id });
  return (k.s.players[0]?.hand.length ?? 0) - before;
}

const scenarios: Scenario[] = [
  {
    title: '"Each moving company may draw an extra card for each region less than four in its site path": entering one region (a site path of two), two more than one',
    run: (k) => k.equal(draws(k, 1, true), 1 + 2, 'cards drawn'),
  },
  {
    title: 'entering three regions (a site path of four): none more',
    run: (k) => k.equal(draws(k, 3, true), 3, 'cards drawn'),
  },
  {
    title: 'without A Short Rest in play, one per region entered; not playable in the organization phase',
    run: (k) => {
      k.equal(draws(k, 1, false), 1, 'cards drawn');
      k.phase('organization');
      k.expect(!k.canPlay(0, k.hand(0, name)), 'not in the organization phase');
    },
  },
];
export default scenarios;
