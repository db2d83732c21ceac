import { prowessOf, scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { atSite } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const name = 'Barrow-blade';

/** Bilbo (prowess 1) bearing a Dagger of Westernesse ("+1 to prowess to a maximum of 8") and Frodo (no Dagger) at a site. */
function bilboWithDagger(k: ScenarioKit, site: string): { id: string; bilbo: number; frodo: number; dagger: number } {
  const { id, chars } = k.company(0, ['Bilbo', 'Frodo'], site);
  const [bilbo, frodo] = chars as [number, number];
  const dagger = k.item(bilbo, 'Dagger of Westernesse');
  return { id, bilbo, frodo, dagger };
}

const scenarios: Scenario[] = [
  {
    // "Tap the bearer of a Dagger of Westernesse during the site phase at a Ruins & Lairs [{R}] and play this with the Dagger."
    title: 'played from the MP hand at Barrow-downs (R) by Bilbo, bearer of the Dagger: he taps, the card lies with him (1 item MP), his prowess 2 → 3; not by Frodo; no second blade',
    run: (k) => {
      const { id, bilbo, frodo } = bilboWithDagger(k, 'Barrow-downs');
      const card = k.mpHand(0, name);
      const second = k.mpHand(0, name);
      atSite(k, id);
      k.refused(0, { type: 'playMpCard', inst: card, character: frodo });
      k.equal(prowessOf(k.s, bilbo), 2, 'Bilbo with the Dagger');
      const before = scoreSheet(k.s, 0).item;
      k.act(0, { type: 'playMpCard', inst: card, character: bilbo });
      k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'the card lies with Bilbo');
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      k.equal(scoreSheet(k.s, 0).item, before + 1, 'its item marshalling point');
      k.equal(prowessOf(k.s, bilbo), 3, '"Dagger receives +1 prowess"');
      k.setStatus(bilbo, 'untapped');
      k.refused(0, { type: 'playMpCard', inst: second, character: bilbo });
    },
  },
  {
    title: 'from the Play hand: on the untapped bearer of the Dagger in the company that entered a Ruins & Lairs; not before entering, not on Frodo, not on Sam of another company, not at Bree (B)',
    run: (k) => {
      const { id, bilbo, frodo } = bilboWithDagger(k, 'Barrow-downs');
      const sam = k.company(0, ['Sam Gamgee'], 'Barrow-downs').chars[0] as number;
      k.item(sam, 'Dagger of Westernesse');
      const card = k.hand(0, name);
      atSite(k, id, false);
      k.expect(!k.canPlay(0, card, bilbo), 'not before the company enters its site');
      atSite(k, id);
      k.expect(!k.canPlay(0, card, frodo), 'Frodo bears no Dagger');
      k.expect(!k.canPlay(0, card, sam), 'Sam is not of the company at its site');
      k.setStatus(bilbo, 'tapped');
      k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is tapped');
      k.setStatus(bilbo, 'untapped');
      k.play(0, card, bilbo);
      k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'with Bilbo');
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      const bree = bilboWithDagger(k, 'Bree');
      const other = k.hand(0, name);
      atSite(k, bree.id);
      k.expect(!k.canPlay(0, other, bree.bilbo), 'Bree is a Border-hold');
    },
  },
  {
    // "(+3 versus Undead and Nazgûl)"; the Dagger's maximum of 8 stays.
    title: 'against Barrow-wight (Undead) Bilbo has 1 + 1 + 3 = 5 prowess; Aragorn II (6) stays at the Dagger’s maximum of 8',
    run: (k) => {
      const { id, bilbo } = bilboWithDagger(k, 'Rivendell');
      const aragorn = k.company(0, ['Aragorn II'], 'Rivendell');
      k.item(aragorn.chars[0] as number, 'Dagger of Westernesse');
      k.attach(bilbo, name, 0);
      k.attach(aragorn.chars[0] as number, name, 0);
      k.equal(prowessOf(k.s, aragorn.chars[0] as number), 8, 'Aragorn II: 6 + 2, to 8');
      k.creatureAttack(id, 'Barrow-wight');
      k.passAll();
      k.equal(prowessOf(k.s, bilbo), 5, 'Bilbo against an Undead attack');
    },
  },
  {
    // "play this with the Dagger": it follows the Dagger.
    title: 'Bilbo transfers the Dagger to Frodo: the blade goes with it (Frodo 1 → 3); once the Dagger is discarded, the blade is too',
    run: (k) => {
      k.phase('organization');
      const { bilbo, frodo, dagger } = bilboWithDagger(k, 'Rivendell');
      const card = k.attach(bilbo, name, 0);
      k.rig([6, 6]);
      k.act(0, { type: 'transferItem', item: dagger, to: frodo });
      k.passAll();
      k.expect((k.s.chars[frodo]?.items ?? []).includes(dagger), 'the Dagger changes hands');
      k.expect((k.s.chars[frodo]?.hazards ?? []).includes(card), 'the blade goes with it');
      k.equal(prowessOf(k.s, frodo), 3, 'Frodo with the Dagger and the blade');
      k.act(0, { type: 'manual', op: { kind: 'discard', inst: dagger } });
      k.equal(k.where(card), 'discard', 'the blade without a Dagger');
    },
  },
];
export default scenarios;
