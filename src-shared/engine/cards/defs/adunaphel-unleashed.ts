import { companyOfChar, type CardDef } from '../cardApi';
import { onAttackAgainstRingwraith } from '../vocab/minionEvents';
import { markAttack, playedOnAttack, setAttackStrikes } from '../vocab/onAttack';

const def: CardDef = {
  name: 'Adûnaphel Unleashed',
  alignment: ['Minion'],
  // "As your Ringwraith": a player's own Ringwraith is his avatar. The alternative ("playable on any attack by a lone Adûnaphel …
  // You choose defending characters") is a company-vs-company attack of hers: left aside (vocab/minionEvents.ts).
  text: 'Playable on any attack against Adûnaphel the Ringwraith (as your Ringwraith) if she is the only character in her company. The number of strikes of the attack is reduced to one and the attack’s body is modified by -2. Cannot be duplicated on a given attack.',
  play: {
    ...onAttackAgainstRingwraith('Adûnaphel the Ringwraith', [
      { is: 'custom', label: 'the only character in her company', test: (q) => q.target !== null && companyOfChar(q.s, q.target)?.chars.length === 1 },
    ]),
    requires: [{ is: 'custom', label: 'not yet played on this attack', test: (q) => !playedOnAttack(q) }],
  },
  effects: [
    { do: 'custom', label: 'the number of strikes of the attack is reduced to one', run: (q, ctx) => (markAttack(q), setAttackStrikes(q, ctx, () => 1)) },
    { do: 'modifyAttack', stat: 'body', delta: -2 },
  ],
};
export default def;
