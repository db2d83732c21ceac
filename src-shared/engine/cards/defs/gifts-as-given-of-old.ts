import type { CardDef } from '../cardApi';
import { factionCheckBonus } from '../vocab/checkBonuses';

const def: CardDef = {
  name: 'Gifts as Given of Old',
  alignment: ['Minion'],
  text: 'Provides +3 to an influence attempt against a faction.',
  play: {
    side: 'resource',
    windows: ['site'],
    target: { kind: 'character', side: 'company', where: [{ is: 'status', status: 'untapped' }] },
    requires: [{ is: 'entered' }],
  },
  effects: [{ do: 'custom', label: 'the next influence attempt against a faction by the character: +3', run: (q) => factionCheckBonus(q, 3) }],
};
export default def;
