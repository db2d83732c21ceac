import type { CardDef } from '../cardApi';
import { shadowReaches } from '../vocab/keying';

const def: CardDef = shadowReaches({
  name: 'Angmar Arises',
  text: 'Any creature that can be keyed to a one single Shadow-land [{s}] may be keyed to Forochel, Arthedain, Angmar, Gundabad, or Rhudaur. Any creature that can be keyed to a Dark-domain [{d}] may be keyed to Angmar or Gundabad. Discard this card when a creature keyed to one of these regions (not to the region symbol) is defeated.',
  shadow: ['Forochel', 'Arthedain', 'Angmar', 'Gundabad', 'Rhudaur'],
  dark: ['Angmar', 'Gundabad'],
});
export default def;
