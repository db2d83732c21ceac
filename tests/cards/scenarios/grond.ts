import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const name = 'Grond';

/** The prowess of the automatic-attack under way (NaN when none). */
function attackProwess(k: ScenarioKit): number {
  const top = k.s.stack.find((x) => x.kind === 'combat');
  return top?.kind === 'combat' ? top.attack.prowess : NaN;
}

const scenarios: Scenario[] = [
  {
    // "-3 prowess to automatic-attacks at Free-holds [{F}] and Border-holds [{B}] in the region containing the site where the faction is playable, and in all adjacent regions."
    title: 'on Hill Trolls (playable at Ettenmoors, Rhudaur): Cameth Brin’s Men (Rhudaur) 7 → 4 and Bree’s Dúnedain (Arthedain, adjacent) 7 → 4; a second Grond adds nothing; Lake-town’s stay at 6',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      const trolls = k.inPlay(0, 'Hill Trolls');
      const angmar = k.inPlay(0, 'Orcs of Angmar');
      const card = k.hand(0, name);
      k.play(0, card, trolls);
      k.equal(k.where(card), 'playArea', name);
      k.play(0, k.hand(0, name), angmar);
      const cameth = k.company(0, ['Shagrat'], 'Cameth Brin');
      k.enterSite(cameth.id);
      k.equal(attackProwess(k), 4, 'Cameth Brin’s automatic-attack');
      const bree = k.company(0, ['Gorbag'], 'Bree');
      k.enterSite(bree.id);
      k.equal(attackProwess(k), 4, 'Bree’s automatic-attack');
      const lake = k.company(0, ['Lugdush'], 'Lake-town');
      k.enterSite(lake.id);
      k.equal(attackProwess(k), 6, 'Lake-town is far');
    },
  },
  {
    title: 'only on its player’s unique Orc or Troll faction (not Dunlendings, not another player’s Hill Trolls); discarded with its faction, the attack unchanged',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      const trolls = k.inPlay(0, 'Hill Trolls');
      const dunlendings = k.inPlay(0, 'Dunlendings');
      const theirs = k.inPlay(1, 'Hill Trolls');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, dunlendings), 'Dunlendings are Men');
      k.expect(!k.canPlay(0, card, theirs), 'another player’s faction');
      k.play(0, card, trolls);
      k.act(0, { type: 'manual', op: { kind: 'discard', inst: trolls } });
      k.equal(k.where(card), 'discard', 'Grond leaves play with Hill Trolls');
      const cameth = k.company(0, ['Shagrat'], 'Cameth Brin');
      k.enterSite(cameth.id);
      k.equal(attackProwess(k), 7, 'Cameth Brin’s automatic-attack unchanged');
    },
  },
];
export default scenarios;
