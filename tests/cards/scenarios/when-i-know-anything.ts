import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import type { RollEvent } from '../../../src-shared/engine/types';
import { atSite } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const name = 'When I Know Anything';

const corruptionRolls = (events: { type: string }[]) => events.filter((e): e is RollEvent => e.type === 'roll' && (e as RollEvent).purpose === 'corruption');

const scenarios: Scenario[] = [
  {
    // "Playable on a sage during the site phase at a site where Information is playable. Tap sage and site."
    title: 'played from the MP hand at Weathertop by Bilbo (a sage): he and the site tap, the card lies with him worth 1 MP; not by Gimli, nor at a tapped site',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Gimli'], 'Weathertop');
      const [bilbo, gimli] = chars as [number, number];
      const card = k.mpHand(0, name);
      atSite(k, id);
      k.refused(0, { type: 'playMpCard', inst: card, character: gimli });
      k.companyById(id).siteTapped = true;
      k.refused(0, { type: 'playMpCard', inst: card, character: bilbo });
      k.companyById(id).siteTapped = false;
      const before = scoreSheet(k.s, 0).misc;
      k.act(0, { type: 'playMpCard', inst: card, character: bilbo });
      k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'the card lies with Bilbo');
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      k.equal(k.companyById(id).siteTapped, true, 'the site is tapped');
      k.equal(scoreSheet(k.s, 0).misc, before + 1, 'its marshalling point');
    },
  },
  {
    title: 'from the Play hand: on the untapped sage of the company that entered a site with Information (tapped, site tapped); not before entering, not on Gimli, not on Elrond of another company, not by Balin at Moria',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Gimli'], 'Weathertop');
      const [bilbo, gimli] = chars as [number, number];
      const elrond = k.company(0, ['Elrond'], 'Weathertop').chars[0] as number;
      const card = k.hand(0, name);
      atSite(k, id, false);
      k.expect(!k.canPlay(0, card, bilbo), 'not before the company enters its site');
      atSite(k, id);
      k.expect(!k.canPlay(0, card, gimli), 'Gimli is no sage');
      k.expect(!k.canPlay(0, card, elrond), 'Elrond is not of the company at its site');
      k.setStatus(bilbo, 'tapped');
      k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is tapped');
      k.setStatus(bilbo, 'untapped');
      k.play(0, card, bilbo);
      k.equal(k.where(card), 'character', 'with Bilbo');
      k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'on Bilbo');
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      k.equal(k.companyById(id).siteTapped, true, 'the site is tapped');
      const moria = k.company(0, ['Balin'], 'Moria');
      const other = k.hand(0, name);
      atSite(k, moria.id);
      k.expect(!k.canPlay(0, other), 'no Information at Moria (Balin is a sage)');
    },
  },
  {
    // "Tap sage to modify one corruption check by a character in his company by +3. Sage makes a corruption check."
    title: 'Aragorn II transfers Habergeon of Silver: Bilbo taps for +3 to that check (2+3 beats 2), then makes his own; not for Legolas of another company, nor once tapped',
    run: (k) => {
      k.phase('organization');
      const { chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Rivendell');
      const [bilbo, aragorn] = chars as [number, number];
      const legolas = k.company(0, ['Legolas', 'Gimli'], 'Rivendell').chars as [number, number];
      const card = k.attach(bilbo, name, 0);
      const item = k.item(aragorn, 'Habergeon of Silver');
      const other = k.item(legolas[0], 'Habergeon of Silver');
      k.rig([6, 6]);
      k.act(0, { type: 'transferItem', item: other, to: legolas[1] });
      k.expect(!k.canUse(0, card, 0), 'Legolas is not in his company');
      k.passAll();
      k.expect((k.s.chars[legolas[1]]?.items ?? []).includes(other), "Legolas's check is made");
      k.act(0, { type: 'transferItem', item, to: bilbo });
      k.expect(corruptionRolls(k.events).length === 0, 'the check waits for its window');
      k.expect(!k.canUse(0, card, 0, bilbo), 'only the character making the check');
      k.rig([1, 1, 1, 1]);
      k.use(0, card, 0, aragorn);
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      const rolls = corruptionRolls(k.allEvents.slice(-40));
      const sage = rolls.find((r) => r.inst === bilbo);
      const his = rolls.find((r) => r.inst === aragorn);
      k.expect(sage !== undefined, 'the sage makes a corruption check');
      k.equal((his?.mods ?? []).find((m) => m.label === name)?.value, 3, 'the +3');
      k.equal(his?.result, 'pass', "Aragorn II's check");
      k.expect((k.s.chars[bilbo]?.items ?? []).includes(item), 'the item changes hands');
      k.setStatus(bilbo, 'untapped');
      k.setStatus(aragorn, 'untapped');
      k.setStatus(bilbo, 'tapped');
      const third = k.item(aragorn, 'Habergeon of Silver');
      k.act(0, { type: 'transferItem', item: third, to: bilbo });
      k.expect(!k.canUse(0, card, 0), 'Bilbo is tapped');
    },
  },
];
export default scenarios;
