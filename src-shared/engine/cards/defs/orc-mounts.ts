import type { CardDef } from '../cardApi';
import { mounts } from '../vocab/companyTurn';

const def: CardDef = {
  name: 'Orc-mounts',
  alignment: ['Minion'],
  // "On a company": on one of the player's characters, naming his company. Overt: overt.ts isOvert (coe-rules glossary).
  text: 'Playable during the organization phase on a moving overt company. The hazard limit against the company increases by two and the prowess of any hazard creatures played against it this turn is modified by -1. Cannot be duplicated on a given company.',
  ...mounts('overt', { limit: { delta: 2 }, creatureProwess: -1 }, true),
};
export default def;
