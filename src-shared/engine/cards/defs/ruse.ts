import { cancelCombat, cardOf, combatants, companyOfChar, isOvert, setStatus, statusOf, type CardDef, type Company, type Query } from '../cardApi';
import { companyIs, flagTarget } from '../vocab/resourcePlay';

/** "Playable on a untapped diplomat in a covert company facing an attack" (covert: overt.ts isOvert, as the attack began). */
const diplomatUse = (co: Company, q: Query): boolean =>
  q.target !== null && cardOf(q.s, q.target).skills.includes('Diplomat') && statusOf(q.s, q.target) === 'untapped' && !isOvert(q.s, co.id);

/** "Alternatively, playable on a scout facing an attack": another character or ally in the company can take the strikes. */
const scoutUse = (co: Company, q: Query): boolean =>
  q.target !== null && cardOf(q.s, q.target).skills.includes('Scout') && combatants(q.s, co).some((t) => t !== q.target && !q.s.mods.some((m) => m.inst === t && m.stat === 'noStrikes'));

const def: CardDef = {
  name: 'Ruse',
  alignment: ['Minion'],
  // A character who is both (a diplomat of a covert company and a scout) is taken for the diplomat's use: the attack is canceled.
  text: 'Diplomat only. Scout only. Playable on a untapped diplomat in a covert company facing an attack. Tap the diplomat. The attack is canceled. Alternatively, playable on a scout facing an attack. No strikes of the attack may be assigned to the scout.',
  play: {
    side: 'resource',
    windows: ['attack'],
    target: {
      kind: 'character',
      side: 'company',
      where: [companyIs('an untapped diplomat in a covert company, or a scout another character or ally in the company can stand in for', (co, q) => diplomatUse(co, q) || scoutUse(co, q))],
    },
  },
  effects: [
    {
      do: 'custom',
      label: 'the diplomat taps and the attack is canceled; or no strikes of the attack may be assigned to the scout',
      run: (q, ctx) => {
        const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
        if (co && q.target !== null && diplomatUse(co, q)) {
          setStatus(q.s, q.target, 'tapped');
          cancelCombat(q.s, ctx);
        } else flagTarget(q, 'noStrikes', 'attack');
      },
    },
  ],
};
export default def;
