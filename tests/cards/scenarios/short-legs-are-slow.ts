import { nameKey } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import type { ScenarioKit } from '../kit/kit';
import { exhaustDiscards, playedToStay } from '../helpers/staysInPlay';

/** Rivendell to Bree through Hollin, Cardolan and Arthedain: three regions entered. */
const LONG = ['Hollin', 'Cardolan', 'Arthedain'].map(nameKey);

/** The company at Rivendell in its organization phase. */
function atRivendell(k: ScenarioKit, names: string[]): string {
  k.phase('organization');
  return k.company(0, names, 'Rivendell').id;
}

const scenarios: Scenario[] = [
  {
    title: 'played in a movement/hazard phase, it stays in play; a second copy cannot be played; it is discarded when a play deck is exhausted',
    run: (k) => exhaustDiscards(k, playedToStay(k, 'Short Legs Are Slow'), 1, 'Short Legs Are Slow'),
  },
  {
    title: '"The number of region cards affected companies can play is reduced by one": Frodo, Sam and Aragorn II enter two regions, not three',
    run: (k) => {
      k.inPlay(1, 'Short Legs Are Slow');
      const id = atRivendell(k, ['Frodo', 'Sam Gamgee', 'Aragorn II']);
      k.refused(0, { type: 'declareMovement', companyId: id, site: k.siteId('Bree'), regions: LONG });
      k.act(0, { type: 'declareMovement', companyId: id, site: k.siteId('Bree'), regions: ['Cardolan', 'Arthedain'].map(nameKey) });
    },
  },
  {
    title: 'a company with fewer Hobbits than others (Frodo, Aragorn II, Legolas) is not affected: three regions',
    run: (k) => {
      k.inPlay(1, 'Short Legs Are Slow');
      const id = atRivendell(k, ['Frodo', 'Aragorn II', 'Legolas']);
      k.act(0, { type: 'declareMovement', companyId: id, site: k.siteId('Bree'), regions: LONG });
    },
  },
  {
    title: '"Affected companies cannot use starter movement": the Havens linked to Rivendell farther than two regions are no longer offered to Frodo and Sam',
    run: (k) => {
      const id = atRivendell(k, ['Frodo', 'Sam Gamgee']);
      const far = () => k.legal(0).filter((a) => a.type === 'declareMovement' && a.companyId === id && a.regions.length > 2);
      const before = far().length;
      k.inPlay(1, 'Short Legs Are Slow');
      const starter = k.legal(0).filter((a) => a.type === 'declareMovement' && a.companyId === id && a.regions.length > 3);
      k.equal(starter.length, 0, 'starter routes offered');
      k.expect(before > 0 && far().length === 0, `no route of three regions or more (${before} before)`);
    },
  },
];
export default scenarios;
