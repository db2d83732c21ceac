import type { CardDef } from '../cardApi';
import { shadowReaches } from '../vocab/keying';

const def: CardDef = shadowReaches({
  name: 'In Darkness Bind Them',
  text: 'Any creature that can be keyed to one single Shadow-land [{s}] may be keyed to Ithilien, Harondor, Horse Plains, Khand, Imlad Morgul, Nurn, Gorgoroth, Udûn, or Dagorlad. Any creature that can be keyed to a Dark-domain [{d}] may be keyed to Khand, Imlad Morgul, Nurn, Gorgoroth, Udûn, or Dagorlad. Discard this card when a creature keyed to one of these regions (not to the region symbol) is defeated.',
  shadow: ['Ithilien', 'Harondor', 'Horse Plains', 'Khand', 'Imlad Morgul', 'Nurn', 'Gorgoroth', 'Udûn', 'Dagorlad'],
  dark: ['Khand', 'Imlad Morgul', 'Nurn', 'Gorgoroth', 'Udûn', 'Dagorlad'],
});
export default def;
