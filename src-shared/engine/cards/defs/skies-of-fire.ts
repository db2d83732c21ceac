import type { CardDef } from '../cardApi';
import { gatesOfMorning } from '../vocab/gatesOfMorning';

const def: CardDef = {
  name: 'Skies of Fire',
  alignment: ['Minion'],
  text: 'Environment. When Skies of Fire is played, all hazard environment cards in play are immediately discarded, and all hazard environment effects are canceled. This card acts as Gates of Morning for the purposes of interpreting hazards. Cannot be duplicated.',
  ...gatesOfMorning('Skies of Fire'),
};
export default def;
