import type { CardDef } from '../cardApi';
import { gatesOfMorning } from '../vocab/gatesOfMorning';

const def: CardDef = {
  name: 'Gates of Morning',
  alignment: ['Hero'],
  text: 'Environment. When Gates of Morning is played, all environment hazard cards in play are immediately discarded, and all hazard environment effects are canceled. Cannot be duplicated.',
  ...gatesOfMorning('Gates of Morning'),
};
export default def;
