import { nameKey, type CardDef } from '../cardApi';
import { GATES } from '../vocab/gatesOfMorning';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'More Alert than Most',
  alignment: ['Hero'],
  // "to a minimum of one": combat.ts applyAttackStatics never takes an attack below one strike.
  text: 'The number of strikes of any attack that chooses defending characters is reduced by one (by 2 if Gates of Morning is in play) to a minimum of one. Discard when such an attack is defeated. Cannot be duplicated.',
  play: { side: 'resource', windows: ANY_PHASE, requires: [{ is: 'notInPlay', names: ['More Alert than Most'] }] },
  effects: [{ do: 'stay' }],
  static: [
    { on: 'attack', races: [], stat: 'strikes', delta: -1, attackerChooses: true },
    { on: 'attack', races: [], stat: 'strikes', delta: -1, attackerChooses: true, ifInPlay: GATES.map(nameKey) },
    { on: 'attackDefeated', races: [], attackerChooses: true },
  ],
};
export default def;
