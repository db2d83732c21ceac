import type { Scenario } from '../kit/scenario';
import { combatNow, startMH } from '../helpers/creatures';

const scenarios: Scenario[] = [
  {
    title: 'Nameless Thing: keyed to a Coastal Sea only while Doors of Night is in play; 3 attacks of 2 strikes with its prowess and body; a character taps to cancel one',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli', 'Faramir'], 'Rivendell');
      const [aragorn, legolas, gimli, faramir] = chars as [number, number, number, number];
      k.keyTo(id, 'Rain-drake'); // a Coastal Sea [{c}] in the site path
      startMH(k, id);
      const inst = k.hand(1, 'Nameless Thing');
      k.refused(1, { type: 'playCreature', inst });
      k.inPlay(1, 'Doors of Night');
      k.act(1, { type: 'playCreature', inst });
      k.passAll();
      const card = k.card('Nameless Thing', 1);
      const attacks = () => k.allEvents.filter((e) => e.type === 'attack');
      k.equal(attacks().at(-1)?.strikes, 2, 'strikes of the first attack');
      k.equal(attacks().at(-1)?.prowess, card.prowess, 'prowess');
      k.equal(attacks().at(-1)?.body, card.body, 'body');
      // First attack: both strikes defeated (body checks fail to kill it: the creature is not defeated by this attack alone).
      k.act(0, { type: 'assignStrike', target: aragorn });
      k.act(0, { type: 'assignStrike', target: legolas });
      k.passAll();
      for (const ch of [aragorn, legolas]) {
        k.rig([6, 6, 6, 6]);
        k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: true });
        k.passAll();
      }
      k.equal(attacks().length, 2, 'the second attack follows');
      k.equal(k.where(inst), 'nowhere', 'Nameless Thing stays with its attacks');
      // Second attack: Gimli taps to cancel it; third: Faramir.
      k.use(0, inst, 0, gimli);
      k.equal(k.s.status[gimli], 'tapped', 'Gimli taps');
      k.equal(attacks().length, 3, 'the third attack follows');
      k.expect(!k.canUse(0, inst, 0, gimli), 'a tapped character cannot tap again');
      k.use(0, inst, 0, faramir);
      k.expect(combatNow(k) === null, 'no attack is left');
      k.equal(k.where(inst), 'discard', 'Nameless Thing (not every attack defeated)');
    },
  },
  {
    title: 'Nameless Thing: with Doors of Night, refused on a company with no Coastal Sea in its site path, or staying at Rivendell',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      k.inPlay(1, 'Doors of Night');
      const inst = k.hand(1, 'Nameless Thing');
      k.keyTo(id, '“Tom” (Tûma)'); // two Wildernesses [{w}{w}], no Coastal Sea
      startMH(k, id);
      k.refused(1, { type: 'playCreature', inst });
      k.movement(id, null);
      k.companyById(id).site = k.siteId('Rivendell');
      startMH(k, id);
      k.refused(1, { type: 'playCreature', inst });
    },
  },
];
export default scenarios;
