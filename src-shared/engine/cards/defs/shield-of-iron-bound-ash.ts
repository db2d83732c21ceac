import type { CardDef } from '../cardApi';
import { STRIKE_ON_BEARER } from '../vocab/bearer';

const def: CardDef = {
  name: 'Shield of Iron-bound Ash',
  alignment: ['Hero'],
  text: 'Shield. +1 to body to a maximum of 8. Tap Shield of Iron-bound Ash to gain +1 prowess against one strike.',
  static: [{ on: 'gearFigures', body: { bonus: 1, max: 8 } }],
  abilities: [
    {
      label: 'tap: +1 prowess against the strike',
      windows: ['strike'],
      target: { kind: 'strike' },
      requires: [STRIKE_ON_BEARER],
      costs: ['tapSelf'],
      effects: [{ do: 'modify', who: 'target', stat: 'prowess', delta: 1, until: 'strike' }],
      botUse: true,
    },
  ],
};
export default def;
