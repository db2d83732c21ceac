import type { CardDef } from '../cardApi';
import { informationHere, storedEvent, untappedSite } from '../vocab/storing';

const def: CardDef = storedEvent({
  name: 'Dreams of Lore',
  text: 'Sage only during the site phase at an untapped site where Information is playable. Tap the sage and the site. Sage may not untap until Dreams of Lore is stored at a Haven [{H}] during his organization phase. May not be transferred.',
  requires: [{ is: 'skill', skill: 'Sage' }, informationHere(), untappedSite],
  tapSite: true,
  noUntap: true,
  allies: true,
});
export default def;
