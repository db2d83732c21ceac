import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';

const NAME = 'The Great Goblin';
const COMPANY = ['Aragorn II', 'Gimli', 'Legolas'];

/** The company moves from `from` to `to` through `regions`; the Great Goblin is played on it (or refused). */
function moving(k: ScenarioKit, from: string, to: string, regions: string[]): number {
  const { id } = k.company(0, COMPANY, from);
  k.movement(id, to, regions);
  return k.hand(1, NAME);
}

function attacks(k: ScenarioKit, inst: number): void {
  k.act(1, { type: 'playCreature', inst });
  const attack = k.events.find((e) => e.type === 'attack');
  k.equal(attack?.prowess, k.card(NAME, 1).prowess, 'The Great Goblin attacks with its prowess');
}

const scenarios: Scenario[] = [
  ...creatureScenarios(NAME, { company: COMPANY }),
  { title: `${NAME}: played on a company moving from Rivendell to Lórien`, run: (k) => attacks(k, moving(k, 'Rivendell', 'Lórien', ['Wold & Foothills'])) },
  { title: `${NAME}: played on a company moving from Lórien to Rivendell`, run: (k) => attacks(k, moving(k, 'Lórien', 'Rivendell', ['Rhudaur'])) },
  { title: `${NAME}: played at Goblin-gate, a site in High Pass`, run: (k) => attacks(k, moving(k, 'Rivendell', 'Goblin-gate', ['High Pass'])) },
  {
    title: `${NAME}: not played on a company moving from Rivendell to another Haven (Grey Havens through Arthedain and Lindon)`,
    run: (k) => k.refused(1, { type: 'playCreature', inst: moving(k, 'Rivendell', 'Grey Havens', ['Arthedain', 'Lindon']) }),
  },
  {
    title: `${NAME}: not played on a company moving from Lórien to another Haven (Edhellond)`,
    run: (k) => k.refused(1, { type: 'playCreature', inst: moving(k, 'Lórien', 'Edhellond', ['Wold & Foothills']) }),
  },
];
export default scenarios;
