import { cardOf, currentMH, type CardDef } from '../cardApi';
import { ATTACK_ON_COMPANY, bearerCompany } from '../vocab/bearer';
import { keyedToPath } from '../vocab/keying';

/** A hazard whose text sends a moving company back ("must return to its site of origin": Snowstorm, The Way is Shut, Beorning Skin-changers …). */
const RETURNS = /return to (?:its|their) site of origin/i;

const def: CardDef = {
  name: 'Goldberry',
  alignment: ['Hero'],
  text: 'Unique. Playable at Old Forest. May not be attacked. Tap Goldberry to cancel an effect declared earlier in the same chain of effects that would return Goldberrys\' company to its site of origin. Alternatively, tap Goldberry to cancel one attack against her company keyed to Wilderness [{w}].',
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ['Old Forest'] }] },
  static: [{ on: 'notAttacked' }],
  abilities: [
    {
      // The effect is the hazard declared in the movement/hazard phase of her company (moving): its card, cancelled in the chain.
      label: 'tap: cancel a hazard declared earlier in the chain that would return her company to its site of origin',
      windows: ['response'],
      target: { kind: 'chainEntry', match: {} },
      requires: [
        { is: 'custom', label: 'a hazard that returns a company to its site of origin', test: (q) => q.target !== null && cardOf(q.s, q.target).type === 'Hazard' && RETURNS.test(cardOf(q.s, q.target).text) },
        { is: 'custom', label: 'declared in the movement/hazard phase of her moving company', test: (q) => { const co = bearerCompany(q); return Boolean(co?.dest) && currentMH(q.s)?.companyId === co?.id; } },
      ],
      costs: ['tapSelf'],
      effects: [{ do: 'discardTarget' }],
      botUse: true,
    },
    {
      label: 'tap: cancel one attack against her company keyed to Wilderness',
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY, { is: 'custom', label: 'an attack keyed to Wilderness', test: (q) => keyedToPath(q, ['w']) }],
      costs: ['tapSelf'],
      effects: [{ do: 'cancelAttack' }],
      botUse: true,
    },
  ],
};
export default def;
