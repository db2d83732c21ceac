import type { CardDef } from '../cardApi';
import { mounts } from '../vocab/companyTurn';

const def: CardDef = {
  name: 'Steeds',
  alignment: ['Minion'],
  // "On a company": on one of the player's characters, naming his company. Covert: not overt (overt.ts isOvert).
  text: 'Playable during the organization phase on a moving covert company. The hazard limit is decreased by two (to a minimum of 2). The prowess of any hazard creatures played against the company this turn is modified by +1.',
  ...mounts('covert', { limit: { delta: -2, min: 2 }, creatureProwess: 1 }, false),
};
export default def;
