import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Sand-drake',
  text: 'Drake. Three strikes. Attacker chooses defending characters. May be played keyed to Khand and Harondor. If Doors of Night is in play, may also be played keyed to Ithilien, Nurn, and Horse Plains.',
};
export default def;
