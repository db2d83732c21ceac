import type { CardDef } from '../cardApi';
import { notYetOnCompany, onCompanyOnce } from '../vocab/hazards';

const def: CardDef = {
  // Played while a Nazgûl attack on the company is under way (a hazard in its movement/hazard phase, against the hazard limit).
  name: 'Words of Power and Terror',
  text: 'Modify the prowesses of all characters in a company attacked by a Nazgûl by -1 until the end of the turn. Cannot be duplicated on a given company.',
  play: { side: 'hazard', windows: ['hazard'], requires: [{ is: 'attackRace', races: ['Nazgûl'] }, notYetOnCompany] },
  effects: [onCompanyOnce, { do: 'modify', who: 'targetCompany', stat: 'prowess', delta: -1, until: 'endOfTurn' }],
};
export default def;
