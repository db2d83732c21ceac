import { mindOf } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { playOn } from '../helpers/corruption';
import { notOnAnotherCompany } from '../helpers/inPlay';

const NAME = 'So You’ve Come Back';

const scenarios: Scenario[] = [
  {
    title: '"The mind of each other non-follower, non-Ringwraith, non-Wizard character in his company increases by one": on Bilbo, Aragorn II +1; not Bilbo, Gandalf, nor Legolas and Frodo (Aragorn II\'s followers)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II', 'Gandalf', 'Legolas', 'Frodo'], 'Rivendell');
      const [bilbo, aragorn, gandalf, legolas, frodo] = chars as [number, number, number, number, number];
      // Legolas and Frodo are Aragorn II's followers.
      for (const f of [legolas, frodo]) {
        const follower = k.s.chars[f];
        if (follower) follower.followerOf = aragorn;
      }
      const mind = chars.map((c) => mindOf(k.s, c));
      playOn(k, NAME, id, bilbo);
      k.equal(mindOf(k.s, aragorn), (mind[1] ?? 0) + 1, 'Aragorn II\'s mind');
      k.equal(mindOf(k.s, bilbo), mind[0], 'Bilbo\'s mind');
      k.equal(mindOf(k.s, gandalf), mind[2], 'Gandalf\'s mind');
      k.equal(mindOf(k.s, legolas), mind[3], 'Legolas\'s mind (a follower)');
      k.expect(!k.canPlay(1, k.hand(1, NAME), frodo), '"Cannot be duplicated on a given company": not on Frodo (a follower, still 5 mind)');
    },
  },
  {
    title: '"Playable on a character of 5 mind or less": on Bilbo (5); refused on Aragorn II (9), and on a character of another company',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
      const [aragorn, bilbo] = chars as [number, number];
      const card = k.hand(1, NAME);
      k.movement(id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, card, aragorn), 'not on Aragorn II');
      k.expect(k.canPlay(1, card, bilbo), 'on Bilbo');
      notOnAnotherCompany(k, 1, card, bilbo);
    },
  },
  {
    title: '"Discard this card during the organization phase if target character is in a company by himself and at a Haven/Darkhaven": Bilbo alone at Rivendell; not with Aragorn II there, not alone at Bree',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Rivendell');
      const [bilbo, aragorn] = chars as [number, number];
      const card = k.attach(bilbo, NAME);
      k.phase('organization');
      k.act(0, { type: 'manual', op: { kind: 'tap', inst: aragorn } });
      k.equal(k.where(card), 'character', 'kept with Aragorn II in the company');
      // Aragorn II leaves for a company of his own (with Gimli): Bilbo is by himself.
      const other = k.company(0, ['Gimli'], 'Rivendell');
      k.companyById(id).chars = [bilbo];
      k.companyById(other.id).chars.push(aragorn);
      const ch = k.s.chars[aragorn];
      if (ch) ch.company = other.id;
      k.companyById(id).site = k.siteId('Bree');
      k.act(0, { type: 'manual', op: { kind: 'untap', inst: aragorn } });
      k.equal(k.where(card), 'character', 'kept alone at Bree');
      k.companyById(id).site = k.siteId('Rivendell');
      k.act(0, { type: 'manual', op: { kind: 'tap', inst: aragorn } });
      k.equal(k.where(card), 'discard', 'discarded alone at Rivendell in the organization phase');
    },
  },
];
export default scenarios;
