import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Vanishment',
  alignment: ['Hero'],
  text: 'Spell. Wizard only. Cancels an attack against the Wizard’s company. Wizard makes a corruption check modified by -2.',
  play: { side: 'resource', windows: ['attack'], target: { kind: 'character', side: 'company', where: [{ is: 'race', race: ['Wizard'] }] } },
  effects: [{ do: 'cancelAttack' }, { do: 'corruptionCheck', who: 'target', modifier: -2 }],
};
export default def;
