import type { CardDef } from '../cardApi';
import { cardInPlayNamed, GATES } from '../vocab/gatesOfMorning';

const def: CardDef = {
  name: 'Clear Skies',
  alignment: ['Hero'],
  text: 'Environment. Playable only if Gates of Morning is in play. The prowess of each character is modified by +2.',
  play: { side: 'resource', windows: ['longEvent'], requires: [{ is: 'custom', label: 'Gates of Morning is in play', test: (q) => cardInPlayNamed(q, GATES) }] },
  effects: [{ do: 'stay' }],
  static: [{ on: 'characters', stat: 'prowess', delta: 2 }],
};
export default def;
