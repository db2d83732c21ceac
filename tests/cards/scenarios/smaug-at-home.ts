import { nameKey } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** The cards drawn (the most, by default) by the player of Aragorn II's company moving from Rivendell to Bree through these regions. */
function drawn(k: ScenarioKit, regions: string[]): number {
  const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
  k.companyById(id).dest = { site: k.siteId('Bree'), regions: regions.map(nameKey) };
  k.s.stack = [{ kind: 'mhSelect' }];
  const before = k.s.players[0]?.hand.length ?? 0;
  k.act(0, { type: 'startCompanyMH', companyId: id });
  return (k.s.players[0]?.hand.length ?? 0) - before;
}

const scenarios: Scenario[] = [
  {
    title: '"each moving company draws one less card to a minimum of one": three regions, three cards → two (three refused); one region, still one',
    run: (k) => {
      k.deck(0, Array.from({ length: 12 }, () => 'Twilight'));
      k.equal(drawn(k, ['Hollin', 'Cardolan', 'Arthedain']), 3, 'three regions, without the card');
      k.inPlay(1, 'Smaug at Home');
      k.equal(drawn(k, ['Hollin', 'Cardolan', 'Arthedain']), 2, 'three regions');
      k.equal(drawn(k, ['Arthedain']), 1, 'one region');
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.companyById(id).dest = { site: k.siteId('Bree'), regions: ['Hollin', 'Cardolan', 'Arthedain'].map(nameKey) };
      k.s.stack = [{ kind: 'mhSelect' }];
      k.refused(0, { type: 'startCompanyMH', companyId: id, draws: 3 });
    },
  },
];
export default scenarios;
