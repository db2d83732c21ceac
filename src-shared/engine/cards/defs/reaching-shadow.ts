import type { CardDef } from '../cardApi';
import { shadowReaches } from '../vocab/keying';

const def: CardDef = shadowReaches({
  name: 'Reaching Shadow',
  text: 'Any creature that can be keyed to one single Shadow-land [{s}] may be keyed to Anduin Vales, Northern Rhovanion, Southern Rhovanion, Grey Mountain Narrows, Woodland Realm, Western Mirkwood, Heart of Mirkwood, Southern Mirkwood, Brown Lands, or Dagorlad. Any creature that can be keyed to a Dark-domain [{d}] may be keyed to Heart of Mirkwood, Southern Mirkwood, Brown Lands, or Dagorlad. Discard this card when a creature keyed to one of these regions (not to the region symbol) is defeated.',
  shadow: ['Anduin Vales', 'Northern Rhovanion', 'Southern Rhovanion', 'Grey Mountain Narrows', 'Woodland Realm', 'Western Mirkwood', 'Heart of Mirkwood', 'Southern Mirkwood', 'Brown Lands', 'Dagorlad'],
  dark: ['Heart of Mirkwood', 'Southern Mirkwood', 'Brown Lands', 'Dagorlad'],
});
export default def;
