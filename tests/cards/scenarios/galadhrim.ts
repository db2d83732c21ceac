import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';
import { heroDetainmentScenarios, startMH } from '../helpers/creatures';

/** The company is put at a non-Haven site (of its player's alignment) in one of these regions (folded names), not moving. */
function atNonHavenIn(regions: string[]): (k: ScenarioKit, id: string) => void {
  return (k, id) => {
    const co = k.companyById(id);
    const cat = k.s.catalog;
    const align = k.s.players[co.owner]?.alignment ?? 'wizard';
    const site = cat.sites[align].find((x) => cat.cards[x]?.siteType !== 'H' && regions.includes(cat.cards[x]?.regionKey ?? ''));
    k.expect(site !== undefined, `a site in ${regions.join(', ')}`);
    co.site = site as string;
    co.dest = null;
  };
}

const scenarios: Scenario[] = [
  ...heroDetainmentScenarios('Galadhrim', 3, atNonHavenIn(['lindon', 'rhudaur', 'wold & foothills', 'anfalas'])),
  {
    title: 'Galadhrim: a minion character it wounds discards all items he bears; not on a company staying at Rivendell (a Haven)',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.movement(id, null);
      k.refused(1, { type: 'playCreature', inst: k.hand(1, 'Galadhrim') });
      minionTurn(k);
      const { chars } = k.company(1, ['Luitprand', 'Ostisen', 'Eradan'], 'Minas Morgul');
      const luitprand = chars[0] as number;
      const item = k.item(luitprand, 'Orc-draughts');
      atNonHavenIn(['lindon', 'rhudaur', 'wold & foothills', 'anfalas'])(k, k.companyOf(luitprand)?.id as string);
      startMH(k, k.companyOf(luitprand)?.id as string);
      k.creatureAttack(k.companyOf(luitprand)?.id as string, 'Galadhrim', 0);
      k.passAll();
      for (const ch of chars) k.act(1, { type: 'assignStrike', target: ch });
      k.passAll();
      k.rig([1, 1, 1, 1]);
      k.act(1, { type: 'resolveStrike', target: luitprand, stayUntapped: false });
      k.equal(k.s.status[luitprand], 'wounded', 'Luitprand is wounded');
      k.equal(k.where(item), 'discard', 'his item');
    },
  },
];
export default scenarios;
