import type { CardDef } from '../cardApi';
import { flagTarget } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'More Sense than You',
  alignment: ['Hero'],
  text: 'Playable before strikes are assigned on an untapped character or ally whose company is facing an attack. Tap target character or ally. He may not be assigned a strike from this attack.',
  play: {
    side: 'resource',
    windows: ['attack'],
    // The untapped target is the cost's condition (tapTarget), checked as the card is declared.
    target: { kind: 'character', side: 'company', allies: true },
    costs: [{ pay: 'tapTarget' }],
  },
  effects: [{ do: 'custom', label: 'he may not be assigned a strike from this attack', run: (q) => flagTarget(q, 'noStrikes', 'attack') }],
};
export default def;
