import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Fast Asleep',
  alignment: ['Hero'],
  // Arda has no burglary attempts (no hoards to burgle): the card's use is its alternative, -2 to an automatic-attack's prowess.
  text: '+3 to one burglary attempt. Alternatively, -2 to the prowess of one automatic-attack.',
  play: { side: 'resource', windows: ['attack'], target: { kind: 'attack' }, requires: [{ is: 'attackSource', source: 'auto' }] },
  effects: [{ do: 'modifyAttack', stat: 'prowess', delta: -2 }],
};
export default def;
