import type { CardDef } from '../cardApi';
import { creatureOrPermanent, detainedHeroes, discardIfInPlay } from '../vocab/manifestations';
import { ringItem } from '../vocab/rings';

const def: CardDef = creatureOrPermanent({
  name: 'Saruman the Wise',
  text: 'Unique. Maia. Manifestation of Saruman. Three strikes. Detainment and -3 prowess against hero companies. Discard this card if Saruman comes into play. As a creature, may also be played keyed to Gap of Isen, Rohan, Enedhwaith, or Old Pûkel-land; or at sites in these regions. As a permanent-event, all ring items give one additional corruption point. Discard when any play deck is exhausted.',
  creature: detainedHeroes(-3),
  permanent: [{ on: 'itemCorruption', subtypes: [], delta: 1, items: ringItem }, discardIfInPlay('Saruman')],
  template: { kind: 'creatureOrPermanent', args: [{ wizard: 'Saruman', keyed: 'Rohan' }] },
});
export default def;
