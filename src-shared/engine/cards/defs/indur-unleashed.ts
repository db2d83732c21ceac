import type { CardDef } from '../cardApi';
import { onAttackAgainstRingwraith } from '../vocab/minionEvents';

const def: CardDef = {
  name: 'Indûr Unleashed',
  alignment: ['Minion'],
  // "As your Ringwraith": a player's own Ringwraith is his avatar. The alternative ("playable when Indûr … declares an attack.
  // The attack cannot be canceled") is a company-vs-company attack of his: left aside (vocab/minionEvents.ts).
  text: 'Playable on any attack against Indûr the Ringwraith’s own company (as your Ringwraith). The attack is canceled.',
  play: onAttackAgainstRingwraith('Indûr the Ringwraith'),
  effects: [{ do: 'cancelAttack' }],
};
export default def;
