import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/**
 * The most cards Aragorn II's company may draw as its movement/hazard phase starts, moving from Rivendell (Rhudaur) through these
 * regions: the start offered without `draws` draws the most, and one more is offered for each smaller number down to one.
 */
function maxDraws(k: ScenarioKit, to: string, regions: string[]): number {
  const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
  k.companyById(id).dest = { site: k.siteId(to), regions };
  k.s.stack = [{ kind: 'mhSelect' }];
  const offered = k.legal(0).filter((a) => a.type === 'startCompanyMH' && a.companyId === id).length;
  k.s.companies = k.s.companies.filter((c) => c.id !== id);
  return offered;
}

const scenarios: Scenario[] = [
  {
    title: '"each moving company draws one less card to a minimum of one at the start of its movement/hazard phase": two regions draw one, one region still one',
    run: (k) => {
      k.equal(maxDraws(k, 'Old Forest', ['arthedain', 'cardolan']), 2, 'two regions, before');
      k.inPlay(1, 'Smaug at Home');
      k.equal(maxDraws(k, 'Old Forest', ['arthedain', 'cardolan']), 1, 'two regions: one less');
      k.equal(maxDraws(k, 'Bree', ['arthedain']), 1, 'one region: a minimum of one');
    },
  },
  {
    title: 'refused: with Smaug at Home in play, drawing two cards for a two-region move (Rivendell to the Old Forest)',
    run: (k) => {
      k.inPlay(1, 'Smaug at Home');
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.companyById(id).dest = { site: k.siteId('Old Forest'), regions: ['arthedain', 'cardolan'] };
      k.s.stack = [{ kind: 'mhSelect' }];
      k.equal(k.refused(0, { type: 'startCompanyMH', companyId: id, draws: 2 }).code, 'DRAWS', 'two draws refused');
    },
  },
];
export default scenarios;
