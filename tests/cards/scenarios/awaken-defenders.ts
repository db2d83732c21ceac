import { isDetainment } from '../../../src-shared/engine/cards/cardApi';
import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { staysInPlay } from '../helpers/staysInPlay';

const NAME = 'Awaken Defenders';

/** The company (of seat 0) enters the site, the card in play or not: its first automatic-attack's strikes and whether it is detainment. */
function autoAttack(k: ScenarioKit, names: string[], site: string, inPlay: boolean): { strikes: number; detainment: boolean } {
  if (inPlay) k.inPlay(1, NAME);
  const { id } = k.company(0, names, site);
  k.enterSite(id);
  const a = combatOf(k).attack;
  return { strikes: a.strikes, detainment: isDetainment(k.s, a) };
}

const scenarios: Scenario[] = [
  staysInPlay(NAME),
  {
    title: '"The number of strikes for each automatic-attack at a … Border-hold [{B}] is doubled. Additionally, each detainment automatic-attack … becomes a normal automatic-attack": Raider-hold’s Men (4 strikes, detainment) → 8 strikes, normal',
    run: (k) => {
      const before = autoAttack(k, ['Aragorn II', 'Gimli', 'Legolas'], 'Raider-hold', false);
      k.expect(before.detainment && before.strikes === 4, 'without the card: 4 strikes, detainment');
      const after = autoAttack(k, ['Aragorn II', 'Gimli', 'Legolas'], 'Raider-hold', true);
      k.equal(after.strikes, 8, 'strikes at Raider-hold');
      k.expect(!after.detainment, 'a normal automatic-attack');
    },
  },
  {
    title: '"each detainment automatic-attack at a Free-hold [{F}] or Border-hold [{B}] becomes a normal automatic-attack": a covert minion company at Edoras (F) and Cameth Brin (B)',
    run: (k) => {
      for (const site of ['Edoras', 'Cameth Brin']) {
        k.expect(autoAttack(minionKit(k), ['Belegorn', 'Luitprand'], site, false).detainment, `${site}: detainment without the card`);
        k.expect(!autoAttack(minionKit(k), ['Belegorn', 'Luitprand'], site, true).detainment, `${site}: a normal automatic-attack`);
      }
    },
  },
  {
    title: 'an automatic-attack at Goblin-gate (a Shadow-hold) keeps its strikes',
    run: (k) => {
      const after = autoAttack(k, ['Aragorn II', 'Gimli', 'Legolas'], 'Goblin-gate', true);
      k.equal(after.strikes, k.card('Goblin-gate').autoAttacks[0]?.strikes ?? -1, 'strikes at Goblin-gate');
    },
  },
];
export default scenarios;
