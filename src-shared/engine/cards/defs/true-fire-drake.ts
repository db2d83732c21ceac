import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'True Fire-drake',
  text: 'Drake. Two strikes. Only two Wildernesses [{w}] in site path are required if Doors of Night is in play.',
};
export default def;
