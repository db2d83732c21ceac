import type { Scenario } from '../kit/scenario';
import { attackedBy, beastFactionPlays, cancels } from '../helpers/beastFactions';

const NAME = 'Beasts of the Wood';

const scenarios: Scenario[] = [
  ...beastFactionPlays(NAME, 'Barrow-downs', ['Rivendell', 'Moria'], 'Barrow-downs'),
  {
    title: '"Tap this faction to cancel an attack keyed by name to one of the regions listed above": Giant Spiders ("may also be played keyed to Heart of Mirkwood …") on a company moving through Heart of Mirkwood',
    run: (k) => {
      const { faction, creature } = attackedBy(k, NAME, 'Giant Spiders', (id) => {
        k.companyById(id).site = k.siteId('Rhosgobel');
        k.movement(id, 'Thranduil’s Halls', ['Heart of Mirkwood', 'Woodland Realm']);
      });
      cancels(k, faction, creature, 'Giant Spiders');
      k.equal(k.s.status[faction], 'tapped', NAME);
    },
  },
  {
    title: 'not Giant Spiders keyed by its symbols to Rhudaur and Hollin (none of the regions); not an attack keyed to a site (Orc-watch)',
    run: (k) => {
      const { faction } = attackedBy(k, NAME, 'Giant Spiders', (id) => k.movement(id, 'Moria', ['Rhudaur', 'Hollin', 'Redhorn Gate']));
      k.expect(!k.canUse(0, faction, 0), 'Giant Spiders keyed to Wildernesses');
      k.s.stack = [];
      const other = attackedBy(k, NAME, 'Orc-watch');
      k.expect(!k.canUse(0, other.faction, 0), 'Orc-watch keyed to a site');
    },
  },
];
export default scenarios;
