import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const NAME = 'Shelob’s Brood';

/** A hero company staying at `site`, the hazard player playing Shelob's Brood. */
function at(k: ScenarioKit, site: string): number {
  const co = k.company(0, ['Aragorn II', 'Legolas', 'Gimli', 'Faramir'], site);
  k.movement(co.id, null);
  return k.hand(1, NAME);
}

const scenarios: Scenario[] = [
  ...['Goblin-gate', 'Moria', 'The Under-grottos'].map((site): Scenario => ({
    title: `${NAME}: "Playable at any Under-deeps site or surface site thereof": at ${site}, four strikes with its printed prowess`,
    run: (k) => {
      k.act(1, { type: 'playCreature', inst: at(k, site) });
      const attack = k.events.find((e) => e.type === 'attack');
      k.equal(attack?.strikes, 4, 'strikes');
      k.equal(attack?.prowess, k.card(NAME, 1).prowess, 'prowess');
    },
  })),
  ...['Mount Doom', 'Rivendell'].map((site): Scenario => ({
    title: `${NAME}: not playable at ${site} (no Under-deeps site beneath it)`,
    run: (k) => {
      k.refused(1, { type: 'playCreature', inst: at(k, site) });
    },
  })),
];
export default scenarios;
