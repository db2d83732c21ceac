import type { CardDef } from '../cardApi';
import { stealthyCompany } from '../vocab/stealthyCompany';

const name = 'Going Ever Under Dark';

const def: CardDef = {
  name,
  alignment: ['Minion'],
  text: 'Playable on a company during the organization phase. The company cannot use starter movement. In addition, if they move with region movement, they are limited in all cases to 3 regions maximum and their hazard limit is reduced by one (to a minimum of two). Discard this card from play and make a roll to attempt to cancel an attack against them by an opponent’s company. If the roll plus the number of scouts in the company is greater than 7, the attack is canceled. Discard during your organization phase if you choose. Cannot be duplicated on a given company.',
  ...stealthyCompany(name, { skill: 'Scout', noUnderDeeps: false, exhausted: false, once: true }),
};
export default def;
