import type { EngineCard } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';

/** Two hero sites in adjacent Wildernesses [{w}], the second a Ruins & Lairs [{R}] (or not): moving between them, the site path is two Wildernesses. */
function twoWildernesses(k: ScenarioKit, ruins: boolean): [EngineCard, EngineCard] {
  const cat = k.s.catalog;
  const sites = cat.sites.wizard.map((x) => cat.cards[x]).filter((c): c is EngineCard => c !== undefined && c.siteType !== 'H');
  for (const dest of sites) {
    if ((dest.siteType === 'R') !== ruins || !dest.regionKey || cat.regions[dest.regionKey]?.type !== 'w') continue;
    for (const adj of cat.regions[dest.regionKey]?.adj ?? []) {
      if (cat.regions[adj]?.type !== 'w') continue;
      const origin = sites.find((x) => x.regionKey === adj);
      if (origin) return [origin, dest];
    }
  }
  throw new Error('no two sites in adjacent Wildernesses');
}

const scenarios: Scenario[] = [
  ...creatureScenarios('Rain-drake'),
  ...[true, false].map((ruins) => ({
    title: `Rain-drake: ${ruins ? 'played at a Ruins & Lairs with two Wildernesses in its site path' : 'refused at a site that is not a Ruins & Lairs with two Wildernesses in its site path'}`,
    run: (k: ScenarioKit) => {
      const [origin, dest] = twoWildernesses(k, ruins);
      const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      k.companyById(id).site = origin.id;
      k.movement(id, dest.name, [dest.regionKey as string]);
      const inst = k.hand(1, 'Rain-drake');
      if (!ruins) {
        k.refused(1, { type: 'playCreature', inst });
        return;
      }
      k.act(1, { type: 'playCreature', inst });
      const attack = k.events.find((e) => e.type === 'attack');
      k.equal(attack?.prowess, k.card('Rain-drake', 1).prowess, 'Rain-drake attacks with its prowess');
    },
  })),
];
export default scenarios;
