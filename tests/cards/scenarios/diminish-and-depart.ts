import { directInfluence, mindOf } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { playOn } from '../helpers/corruption';
import { notOnAnotherCompany } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: '"All Elves and Hobbits in the target’s company have +1 mind, and a Wizard in the company has -1 direct influence": on Legolas, Legolas and Bilbo +1 mind, Gandalf -1 direct influence, Aragorn II unchanged',
    run: (k) => {
      const { id, chars } = k.company(0, ['Legolas', 'Bilbo', 'Gandalf', 'Aragorn II'], 'Rivendell');
      const [legolas, bilbo, gandalf, aragorn] = chars as [number, number, number, number];
      const mind = chars.map((c) => mindOf(k.s, c));
      const gandalfDi = directInfluence(k.s, gandalf);
      const aragornDi = directInfluence(k.s, aragorn);
      playOn(k, 'Diminish and Depart', id, legolas);
      k.equal(mindOf(k.s, legolas), (mind[0] ?? 0) + 1, 'Legolas\'s mind');
      k.equal(mindOf(k.s, bilbo), (mind[1] ?? 0) + 1, 'Bilbo\'s mind');
      k.equal(mindOf(k.s, gandalf), mind[2], 'Gandalf\'s mind');
      k.equal(mindOf(k.s, aragorn), mind[3], 'Aragorn II\'s mind');
      k.equal(directInfluence(k.s, gandalf), gandalfDi - 1, 'Gandalf\'s direct influence');
      k.equal(directInfluence(k.s, aragorn), aragornDi, 'Aragorn II\'s direct influence');
      k.expect(!k.canPlay(1, k.hand(1, 'Diminish and Depart'), bilbo), '"Cannot be duplicated in a given company": not on Bilbo');
    },
  },
  {
    title: '"Playable on an Elf, Hobbit, or Wizard": on Bilbo and on Gandalf; refused on Aragorn II (Dúnadan) and on Gimli (Dwarf), and on a Wizard of another company (Radagast)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Bilbo', 'Gandalf'], 'Rivendell');
      const [aragorn, gimli, bilbo, gandalf] = chars as [number, number, number, number];
      const card = k.hand(1, 'Diminish and Depart');
      k.movement(id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, card, aragorn), 'not on Aragorn II');
      k.expect(!k.canPlay(1, card, gimli), 'not on Gimli');
      k.expect(k.canPlay(1, card, bilbo), 'on Bilbo');
      k.expect(k.canPlay(1, card, gandalf), 'on Gandalf');
      notOnAnotherCompany(k, 1, card, bilbo);
      const radagast = k.company(0, ['Radagast'], 'Rivendell').chars[0] as number;
      k.expect(!k.canPlay(1, card, radagast), 'not on Radagast, a Wizard of another company');
    },
  },
  {
    title: '"Tap target character at a Haven [{H}] during the organization phase to discard this card": Legolas at Rivendell taps and it is discarded; not at Bree, not in the long-event phase',
    run: (k) => {
      const { id, chars } = k.company(0, ['Legolas', 'Aragorn II'], 'Bree');
      const [legolas, aragorn] = chars as [number, number];
      const card = k.attach(legolas, 'Diminish and Depart');
      k.phase('organization');
      k.expect(!k.canUse(0, card), 'not at Bree');
      k.companyById(id).site = k.siteId('Rivendell');
      k.phase('longEvent');
      k.expect(!k.canUse(0, card), 'not in the long-event phase');
      k.phase('organization');
      k.expect(!k.canUse(1, card), 'not by the hazard player');
      k.use(0, card);
      k.passAll();
      k.equal(k.where(card), 'discard', 'Diminish and Depart');
      k.equal(k.s.status[legolas], 'tapped', 'Legolas');
      k.equal(k.s.status[aragorn], undefined, 'Aragorn II (untapped)');
    },
  },
];
export default scenarios;
