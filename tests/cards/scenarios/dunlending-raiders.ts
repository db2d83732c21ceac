import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Dunlending Raiders: keyed to Rhudaur (moving from Rivendell), five strikes with its prowess; not on a company staying at Rivendell',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II'], 'Rivendell');
      const inst = k.hand(1, 'Dunlending Raiders');
      k.movement(id, null);
      k.refused(1, { type: 'playCreature', inst });
      k.movement(id, 'Bree', ['Arthedain']);
      k.act(1, { type: 'playCreature', inst });
      const attack = k.events.find((e) => e.type === 'attack');
      k.equal(attack?.strikes, 5, 'strikes');
      k.equal(attack?.prowess, k.card('Dunlending Raiders', 1).prowess, 'prowess');
    },
  },
  {
    title: 'Dunlending Raiders: at a Ruins & Lairs in Dunland or Hollin; not on a company moving from Bree to Bag End',
    run: (k) => {
      const cat = k.s.catalog;
      const ruins = cat.sites.wizard.map((x) => cat.cards[x]).find((c) => c?.siteType === 'R' && (c.regionKey === 'dunland' || c.regionKey === 'hollin'));
      k.expect(ruins !== undefined, 'a Ruins & Lairs in Dunland or Hollin');
      const { id } = k.company(0, ['Aragorn II'], 'Bree');
      const inst = k.hand(1, 'Dunlending Raiders');
      k.movement(id, 'Bag End', ['The Shire']);
      k.refused(1, { type: 'playCreature', inst });
      k.companyById(id).site = ruins?.id as string;
      k.movement(id, null);
      k.act(1, { type: 'playCreature', inst });
      k.expect(k.events.some((e) => e.type === 'attack'), `it attacks at ${ruins?.name}`);
    },
  },
];
export default scenarios;
