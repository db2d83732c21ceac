import type { CardDef } from '../cardApi';
import { creatureOrPermanent, detainedHeroes, discardIfInPlay, movingInRegions } from '../vocab/manifestations';

const REGIONS = ['Southern Mirkwood', 'Western Mirkwood', 'Woodland Realm', 'Heart of Mirkwood'];

const def: CardDef = creatureOrPermanent({
  name: 'Radagast the Tamer',
  text: 'Unique. Maia. Manifestation of Radagast. Two strikes. Detainment and -3 prowess against hero companies. Discard this card if Radagast comes into play. As a creature, may also be played keyed to Southern Mirkwood, Western Mirkwood, Woodland Realm, Heart of Mirkwood, or Rhosgobel. As a permanent-event, all companies moving in Southern Mirkwood, Western Mirkwood, Woodland Realm, and/or Heart of Mirkwood have their hazard limit increased by one. Discard when any play deck is exhausted.',
  creature: detainedHeroes(-3),
  permanent: [{ on: 'hazardLimit', whose: 'all', delta: 1, company: movingInRegions(REGIONS) }, discardIfInPlay('Radagast')],
  template: { kind: 'creatureOrPermanent', args: [{ wizard: 'Radagast', keyed: 'Woodland Realm', limit: 'movingIn', region: 'Southern Mirkwood' }] },
});
export default def;
