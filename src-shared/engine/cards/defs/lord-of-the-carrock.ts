import type { CardDef } from '../cardApi';
import { creatureOrPermanent, DETAIN_HEROES } from '../vocab/manifestations';

const def: CardDef = creatureOrPermanent({
  name: 'Lord of the Carrock',
  text: 'Unique. Man. Manifestation of Beorn. One strike. Detainment against hero companies. As a creature, may be played keyed to Anduin Vales, Woodland Realm, Western Mirkwood, Wold & Foothills, High Pass, or Redhorn Gate; or at sites in these regions. As a permanent-event, all influence attempts against Man factions are modified by -2. Discard when any play deck is exhausted.',
  creature: DETAIN_HEROES,
  permanent: [{ on: 'influenceAttempts', delta: -2, factionRaces: ['Man'] }],
  template: { kind: 'creatureOrPermanent', args: [{ keyed: 'Anduin Vales', prowess: 0, unkeyed: 'Bree' }] },
});
export default def;
