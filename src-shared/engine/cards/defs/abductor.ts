import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Abductor',
  text: 'Man. One Strike. Each non-Wizard/non-Ringwraith defending character wounded by the Abductor is discarded.',
  static: [{ on: 'creature', after: 'woundedDiscard' }],
};
export default def;
