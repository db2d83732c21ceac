import type { CardDef } from '../cardApi';
import { ATTACK_ON_COMPANY } from '../vocab/bearer';

const def: CardDef = {
  name: 'Torque of Hues',
  alignment: ['Hero'],
  text: 'Unique. Tap Torque of Hues and its bearer to cancel an attack against his company. Bearer makes a corruption check.',
  abilities: [
    {
      label: 'tap it and its bearer: cancel the attack; bearer makes a corruption check',
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY],
      costs: ['tapSelf', 'tapBearer'],
      effects: [{ do: 'cancelAttack' }, { do: 'corruptionCheck', who: 'bearer', modifier: 0 }],
      botUse: true,
    },
  ],
};
export default def;
