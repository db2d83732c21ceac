import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Giant Spiders',
  text: 'Spiders. Two strikes. If the body check for a non-Wizard, non-Ringwraith character wounded by Giant Spiders equals his body, the character is discarded. May also be played keyed to Heart of Mirkwood, Southern Mirkwood, Western Mirkwood, and Woodland Realm; and may also be played at Ruins & Lairs [{R}], Shadow-holds [{S}], and Dark-holds [{D}] in these regions.',
  static: [{ on: 'creature', after: 'woundedDiscard', bodyEquals: true }],
};
export default def;
