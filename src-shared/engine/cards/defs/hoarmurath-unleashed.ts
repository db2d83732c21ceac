import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Hoarmûrath Unleashed',
  alignment: ['Minion'],
  // "As your Ringwraith": a player's own Ringwraith is his avatar (each avatar is in one player's hands). The attack window
  // is that of an attack on one of the player's companies.
  text: 'Playable on Hoarmûrath the Ringwraith (as your Ringwraith). Cancel an attack against any one of your companies.',
  play: { side: 'resource', windows: ['attack'], target: { kind: 'character', side: 'own', where: [{ is: 'named', names: ['Hoarmûrath the Ringwraith'] }] } },
  effects: [{ do: 'cancelAttack' }],
};
export default def;
