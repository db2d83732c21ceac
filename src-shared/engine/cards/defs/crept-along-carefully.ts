import type { CardDef } from '../cardApi';
import { stealthyCompany } from '../vocab/stealthyCompany';

const name = 'Crept Along Carefully';

// Not "Cannot be duplicated on a given company" (as Going Ever Under Dark is): a second copy on a company is one more roll to cancel an attack.
const def: CardDef = {
  name,
  alignment: ['Hero'],
  text: 'Playable on a company during the organization phase. The company cannot use starter movement or move to an Under-deeps site. In addition, if they move with region movement, they are limited in all cases to 3 regions maximum and their hazard limit is reduced by one (to a minimum of two). Discard this card from play and make a roll to attempt to cancel an attack against them by an opponent’s company. If the roll plus the number of rangers in the company is greater than 7, the attack is canceled. Discard when any play deck is exhausted or, if you choose, during your organization phase.',
  ...stealthyCompany(name, { skill: 'Ranger', noUnderDeeps: true, exhausted: true, once: false }),
};
export default def;
