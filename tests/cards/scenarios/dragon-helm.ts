import { bodyOf, directInfluence, prowessOf } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { expectCancelled } from '../kit/combatSteps';
import { attackedWith, freshKit, notFromAnotherCompany } from '../helpers/inPlay';
import { playedAtDeeps } from '../helpers/underDeeps';

const name = 'Dragon-helm';

const scenarios: Scenario[] = [
  // The Under-courts is an Under-deeps Dark-hold [{D}]; The Under-grottos an Under-deeps Ruins & Lairs [{R}]; Moria a Shadow-hold on the surface.
  playedAtDeeps(name, 'item', 'The Under-courts', ['The Under-grottos', 'Moria'], false, true),
  {
    title: '"Warrior only: +1 prowess; +2 body (to a maximum of 10); +3 direct influence": Gimli gets them all; Bilbo (no warrior) none',
    run: (k) => {
      const { chars } = k.company(0, ['Gimli', 'Bilbo'], 'Rivendell');
      const [gimli, bilbo] = chars as [number, number];
      const figures = (ch: number) => [prowessOf(k.s, ch), bodyOf(k.s, ch), directInfluence(k.s, ch)];
      const before = chars.map(figures);
      k.item(gimli, name);
      k.item(bilbo, name);
      k.equal(figures(gimli).join(), [(before[0]?.[0] ?? 0) + 1, Math.min(10, (before[0]?.[1] ?? 0) + 2), (before[0]?.[2] ?? 0) + 3].join(), 'Gimli (prowess, body, direct influence)');
      k.equal(figures(bilbo).join(), before[1]?.join(), 'Bilbo (prowess, body, direct influence)');
    },
  },
  {
    title: '"Tap Dragon-helm to cancel one Dragon or Drake attack against the bearer\'s company": Marsh-drake cancelled; not an Orc attack, not from another company',
    run: (k) => {
      const { inst, creature } = attackedWith(k, ['Gimli', 'Bilbo'], name, 'Marsh-drake');
      notFromAnotherCompany(k, name);
      k.use(0, inst, 0);
      expectCancelled(k, creature, 'Marsh-drake');
      k.equal(k.s.status[inst], 'tapped', name);
      const k2 = freshKit(k); // a unique item: one copy in play
      const o = attackedWith(k2, ['Gimli'], name, 'Orc-watch');
      k2.expect(!k2.canUse(0, o.inst, 0), 'Orcs are no Dragons');
    },
  },
];
export default scenarios;
