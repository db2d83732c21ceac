import { cardOf } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { atSite } from '../helpers/itemInfluence';

const scenarios: Scenario[] = [
  {
    title: 'a test of Precious Gold Ring indicating only a Lesser Ring (6) puts Lesser Ring on its bearer, with +2 direct influence',
    run: (k) => {
      const { chars } = k.company(0, ['Gandalf', 'Bilbo'], 'Rivendell');
      const [gandalf, bilbo] = chars as [number, number];
      const gold = k.item(bilbo, 'Precious Gold Ring');
      const before = k.unusedDI(bilbo);
      const deck = k.s.sets.wizard?.decks.ring ?? [];
      const lesser = k.spawn('Lesser Ring');
      deck.unshift(lesser);
      k.phase('organization');
      k.rig([3, 3]);
      k.act(0, { type: 'testRing', tester: gandalf, ring: gold });
      k.expect((k.s.chars[bilbo]?.items ?? []).some((i) => cardOf(k.s, i).name === 'Lesser Ring'), 'Bilbo bears a Lesser Ring');
      k.equal(k.where(gold), 'discard', 'the gold ring');
      k.equal(k.unusedDI(bilbo), before + 2, "Bilbo's unused direct influence");
    },
  },
  {
    title: 'Lesser Ring is not playable otherwise (from the MP hand at a site where items are playable)',
    run: (k) => {
      const { chars } = atSite(k, ['Bilbo'], 'Moria');
      const ring = k.mpHand(0, 'Lesser Ring');
      // Even sleeved with Moria as its location: the requirement refuses it, not the want of a place.
      k.s.catalog.mpLocations.wizard[k.card('Lesser Ring', 0).id] = [k.siteId('Moria', 0)];
      k.equal(k.refused(0, { type: 'playMpCard', inst: ring, character: chars[0] as number }).code, 'REQUIREMENTS', 'refused');
      k.equal(k.where(ring), 'mpHand', 'Lesser Ring');
    },
  },
];
export default scenarios;
