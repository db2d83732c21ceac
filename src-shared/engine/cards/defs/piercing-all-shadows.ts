import type { CardDef } from '../cardApi';
import { promptingsOfWisdom } from '../vocab/shelter';

const def: CardDef = {
  name: 'Piercing All Shadows',
  alignment: ['Minion'],
  text: 'Playable during the organization phase on a ranger. Target ranger may tap to cancel all hazard effects for the rest of the turn that: force his company to return to its site of origin or that tap his company’s current or new site. If so tapped, target ranger makes a corruption check. Cannot be duplicated in a given company.',
  ...promptingsOfWisdom('Piercing All Shadows'),
};
export default def;
