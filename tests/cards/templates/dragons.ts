/** Scenarios of the great Dragons' creature cards (cards/vocab/dragons.ts): the lair, and the regions and their sites with Doors of Night. */
import type { CardDef, EngineCard } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';

const COMPANY = ['Aragorn II', 'Gimli', 'Legolas', 'Faramir'];

/** The creature played on the company (its movement/hazard phase started): refused without Doors of Night, attacking with it. */
function onlyWithDoorsOfNight(k: ScenarioKit, name: string): void {
  const inst = k.hand(1, name);
  k.refused(1, { type: 'playCreature', inst });
  k.inPlay(1, 'Doors of Night');
  k.act(1, { type: 'playCreature', inst });
  const attack = k.events.find((e) => e.type === 'attack');
  k.equal(attack?.prowess, k.card(name, 1).prowess, `${name} attacks with its prowess`);
}

/** A hero site in the region (not the Dragon's lair, a non-Haven when there is one). */
function siteIn(k: ScenarioKit, region: string, lair: string[]): EngineCard | undefined {
  const cat = k.s.catalog;
  const sites = cat.sites.wizard.map((x) => cat.cards[x]).filter((c): c is EngineCard => c !== undefined && c.regionKey === region && !lair.includes(c.key));
  return sites.find((c) => c.siteType !== 'H') ?? sites[0];
}

export const TEMPLATES: Record<string, TemplateFn> = {
  dragon: (def: CardDef, regions: string[], noSite: string[] = []): Scenario[] => [
    ...creatureScenarios(def.name, { company: COMPANY }),
    ...regions.map((region) => ({
      title: `${def.name}: keyed to ${region} only while Doors of Night is in play`,
      run: (k: ScenarioKit) => {
        // Lórien to Rivendell (two Havens, no creature keyed to them) through the region.
        const { id } = k.company(0, COMPANY, 'Lórien');
        k.movement(id, 'Rivendell', [region]);
        onlyWithDoorsOfNight(k, def.name);
      },
    })),
    ...regions.filter((r) => !noSite.includes(r)).map((region) => ({
      title: `${def.name}: played at a site in ${region} (a company not moving) only while Doors of Night is in play`,
      run: (k: ScenarioKit) => {
        const site = siteIn(k, region.toLowerCase(), k.card(def.name, 1).keySites);
        k.expect(site !== undefined, `a site in ${region}`);
        const { id } = k.company(0, COMPANY, site?.name as string);
        k.movement(id, null);
        onlyWithDoorsOfNight(k, def.name);
      },
    })),
  ],
};
