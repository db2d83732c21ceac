import type { Scenario } from '../kit/scenario';
import { startMH } from '../helpers/creatures';

const scenarios: Scenario[] = [
  {
    title: 'Morgul-rats: at a Shadow-hold, refused unless a character is wounded (or Doors of Night); then 15 strikes with its prowess and body',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      const cat = k.s.catalog;
      const hold = cat.sites.wizard.map((x) => cat.cards[x]).find((c) => c?.siteType === 'S');
      k.companyById(id).site = hold?.id as string;
      startMH(k, id);
      const inst = k.hand(1, 'Morgul-rats');
      k.refused(1, { type: 'playCreature', inst });
      k.setStatus(chars[1] as number, 'wounded');
      k.act(1, { type: 'playCreature', inst });
      const attack = k.events.find((e) => e.type === 'attack');
      const card = k.card('Morgul-rats', 1);
      k.equal(attack?.strikes, 15, 'strikes');
      k.equal(attack?.prowess, card.prowess, 'prowess');
      k.equal(attack?.body, card.body, 'body');
    },
  },
  {
    title: 'Morgul-rats: with Doors of Night at a Shadow-hold; never at Rivendell',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.inPlay(1, 'Doors of Night');
      const inst = k.hand(1, 'Morgul-rats');
      k.movement(id, null);
      k.refused(1, { type: 'playCreature', inst });
      const cat = k.s.catalog;
      k.companyById(id).site = cat.sites.wizard.find((x) => cat.cards[x]?.siteType === 'S') as string;
      startMH(k, id);
      k.act(1, { type: 'playCreature', inst });
      k.expect(k.events.some((e) => e.type === 'attack'), 'it attacks');
    },
  },
];
export default scenarios;
