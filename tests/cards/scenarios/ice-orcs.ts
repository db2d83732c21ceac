import { attemptAt, MINION, refusedAt, zeroInPlayScenario } from '../helpers/factions';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const name = 'Ice-orcs';
const attempt = (site: string, total: number, wargs: boolean, success: boolean, title: string): Scenario => ({
  title,
  run: (k0) => {
    const k = minionKit(k0);
    const { card, got } = attemptAt(k, name, MINION, site, wargs ? 'Wargs of the Forochel' : null, total, wargs ? 2 : 0);
    k.equal(got, wargs ? 2 : 0, 'standard modifications');
    k.equal(k.where(card), success ? 'playArea' : 'discard', name);
  },
});
const refused = (site: string, why: string): Scenario => refusedAt(`${name} is not playable at ${site} (${why})`, minionKit, name, MINION, site);

const scenarios: Scenario[] = [
  attempt('Lossadan Cairn', 11, false, true, `${MINION} influences ${name} at Lossadan Cairn (Forochel) with a total of exactly 11`),
  attempt('Gold Hill', 10, false, false, `${MINION} fails to influence ${name} at Gold Hill (Withered Heath) with a total of 10`),
  attempt('Gold Hill', 11, true, true, 'with Wargs of the Forochel in play (an opponent\'s), the roll gets +2'),
  refused('Lossadan Camp', 'a Border-hold in Forochel'),
  refused('Isengard', 'a Ruins & Lairs elsewhere'),
  zeroInPlayScenario(name, 'Lossadan Cairn'),
];
export default scenarios;
