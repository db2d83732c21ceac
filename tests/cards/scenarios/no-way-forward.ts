import { nameKey } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { exhaustDiscards, playedToStay } from '../helpers/staysInPlay';

const NAME = 'No Way Forward';

/** Rivendell to Bree entering the last `n` of Hollin, Cardolan and Arthedain. */
function toBree(k: ScenarioKit, id: string, n: number) {
  return { type: 'declareMovement' as const, companyId: id, site: k.siteId('Bree'), regions: ['Hollin', 'Cardolan', 'Arthedain'].slice(3 - n).map(nameKey) };
}

/** Aragorn II's company at Rivendell in its organization phase, the card in play (and Doors of Night). */
function atRivendell(k: ScenarioKit, doors: boolean): string {
  k.inPlay(1, NAME);
  if (doors) k.inPlay(1, 'Doors of Night');
  k.phase('organization');
  return k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell').id;
}

const scenarios: Scenario[] = [
  {
    title: 'played in a movement/hazard phase, it stays in play; "Cannot be duplicated"; "Discard when any play deck is exhausted"',
    run: (k) => exhaustDiscards(k, playedToStay(k, NAME), 1, NAME),
  },
  {
    title: '"The number of region cards that may be played by a moving company using region movement is reduced by one": two regions entered, not three',
    run: (k) => {
      const id = atRivendell(k, false);
      k.refused(0, toBree(k, id, 3));
      k.act(0, toBree(k, id, 2));
    },
  },
  {
    title: '"(by two if Doors of Night is in play) to a minimum of two": one region entered, not two',
    run: (k) => {
      const id = atRivendell(k, true);
      k.refused(0, toBree(k, id, 2));
      k.act(0, toBree(k, id, 1));
    },
  },
];
export default scenarios;
