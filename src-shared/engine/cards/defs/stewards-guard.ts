import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Steward’s Guard',
  text: 'Dúnedain. Five strikes. Detainment against hero and covert companies. May be played keyed to Wold & Foothills, Rohan, Anórien, Lebennin, Brown Lands, Dagorlad, Ithilien, or Harondor.',
  static: [{ on: 'creature', after: 'detainment', against: ['wizard'] }],
};
export default def;
