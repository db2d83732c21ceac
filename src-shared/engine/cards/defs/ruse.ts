import { combatants, type CardDef } from '../cardApi';
import { companyIs, flagTarget } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Ruse',
  alignment: ['Minion'],
  // The first use needs a covert company (a Fallen-wizard's); Arda Revised leaves Fallen-wizards out, so only the scout's use can arise.
  text: 'Scout only. Alternatively, playable on a scout facing an attack. No strikes of the attack may be assigned to the scout.',
  play: {
    side: 'resource',
    windows: ['attack'],
    target: {
      kind: 'character',
      side: 'company',
      where: [
        { is: 'skill', skill: 'Scout' },
        companyIs('another character or ally in the company can take the strikes', (co, q) => combatants(q.s, co).some((t) => t !== q.target && !q.s.mods.some((m) => m.inst === t && m.stat === 'noStrikes'))),
      ],
    },
  },
  effects: [{ do: 'custom', label: 'no strikes of the attack may be assigned to the scout', run: (q) => flagTarget(q, 'noStrikes', 'attack') }],
};
export default def;
