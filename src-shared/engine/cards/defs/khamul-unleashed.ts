import type { CardDef } from '../cardApi';
import { onAttackAgainstRingwraith } from '../vocab/minionEvents';

const def: CardDef = {
  name: 'Khamûl Unleashed',
  alignment: ['Minion'],
  // "As your Ringwraith": a player's own Ringwraith is his avatar. The alternative ("playable on any attack by Khamûl … You choose
  // defending characters") is a company-vs-company attack of his: left aside (vocab/minionEvents.ts).
  text: 'Playable on any attack against Khamûl the Ringwraith’s own company (as your Ringwraith). The prowess of the attack is modified by -3.',
  play: onAttackAgainstRingwraith('Khamûl the Ringwraith'),
  effects: [{ do: 'modifyAttack', stat: 'prowess', delta: -3 }],
};
export default def;
