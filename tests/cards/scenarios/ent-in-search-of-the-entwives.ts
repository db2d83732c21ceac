import type { EngineCard } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { detainmentScenarios } from '../helpers/creatures';

/** Two hero non-Haven surface sites (an Under-deeps site has no site path) in one Shadow-land [{s}]: moving between them, the site path is that Shadow-land alone. */
function shadowLandSites(k: ScenarioKit): EngineCard[] {
  const cat = k.s.catalog;
  const sites = cat.sites.wizard.map((x) => cat.cards[x]).filter((c): c is EngineCard => c !== undefined && c.siteType !== 'H' && c.underDeeps !== true);
  const region = Object.keys(cat.regions).find((r) => cat.regions[r]?.type === 's' && sites.filter((c) => c.regionKey === r).length >= 2);
  k.expect(region !== undefined, 'a Shadow-land with two sites');
  return sites.filter((c) => c.regionKey === region);
}

/** A company moving between two sites of one Shadow-land (with Doors of Night in play or not): the creature in the hazard player's hand. */
function inShadowLand(k: ScenarioKit, name: string, doorsOfNight: boolean): number {
  const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
  const [from, to] = shadowLandSites(k);
  k.companyById(id).site = from?.id as string;
  if (doorsOfNight) k.inPlay(1, 'Doors of Night');
  k.movement(id, to?.name as string, []);
  return k.hand(1, name);
}

const scenarios: Scenario[] = [
  ...creatureScenarios('Ent in Search of the Entwives'),
  ...detainmentScenarios('Ent in Search of the Entwives', true),
  {
    title: 'Ent in Search of the Entwives: keyed to a Shadow-land only while Doors of Night is not in play',
    run: (k) => {
      const inst = inShadowLand(k, 'Ent in Search of the Entwives', false);
      k.act(1, { type: 'playCreature', inst });
      k.expect(k.events.some((e) => e.type === 'attack'), 'it attacks without Doors of Night');
    },
  },
  {
    title: 'Ent in Search of the Entwives: not keyed to a Shadow-land while Doors of Night is in play',
    run: (k) => {
      const inst = inShadowLand(k, 'Ent in Search of the Entwives', true);
      k.refused(1, { type: 'playCreature', inst });
    },
  },
];
export default scenarios;
