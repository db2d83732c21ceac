import type { CardDef } from '../cardApi';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'First of the Order',
  alignment: ['Hero'],
  text: 'Playable on Saruman. Saruman receives +2 to all corruption checks for the rest of the turn.',
  play: { side: 'resource', windows: [...ANY_PHASE, 'movementHazard'], target: { kind: 'character', side: 'own', where: [{ is: 'named', names: ['Saruman'] }] } },
  effects: [
    {
      do: 'custom',
      label: '+2 to all his corruption checks for the rest of the turn',
      run: (q) => {
        if (q.target !== null) q.s.mods.push({ inst: q.target, stat: 'corruptionTurn', delta: 2, label: 'First of the Order' });
      },
    },
  ],
};
export default def;
