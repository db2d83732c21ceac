import type { CardDef } from '../cardApi';
import { flagTarget } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'More Sense than You',
  alignment: ['Hero'],
  text: 'Playable before strikes are assigned on an untapped character or ally whose company is facing an attack. Tap target character or ally. He may not be assigned a strike from this attack.',
  play: {
    side: 'resource',
    windows: ['attack'],
    target: { kind: 'character', side: 'company', where: [{ is: 'status', status: 'untapped' }], allies: true },
    costs: [{ pay: 'tapTarget' }],
  },
  effects: [{ do: 'custom', label: 'he may not be assigned a strike from this attack', run: (q) => flagTarget(q, 'noStrikes', 'attack') }],
};
export default def;
