import { cardOf, raceMatches, type CardDef } from '../cardApi';
import { ATTACK_ON_COMPANY, BEARER_WARRIOR, bearerQ, discardInPlay } from '../vocab/bearer';

const def: CardDef = {
  name: 'Black Arrow',
  alignment: ['Hero'],
  text: 'Warrior only: Tap Black Arrow to give -1 to the prowess and body of any one attack against bearer’s company. When Black Arrow is tapped, discard it if its bearer is not a Man.',
  abilities: [
    {
      label: "tap: -1 prowess and body to an attack against the bearer's company",
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY, BEARER_WARRIOR],
      costs: ['tapSelf'],
      effects: [
        { do: 'modifyAttack', stat: 'prowess', delta: -1 },
        { do: 'modifyAttack', stat: 'body', delta: -1 },
        {
          do: 'custom',
          label: 'discarded if its bearer is not a Man',
          run: (q, ctx) => {
            const b = bearerQ(q);
            if (b !== null && !raceMatches(cardOf(q.s, b).race ?? null, ['Man'])) discardInPlay(q.s, q.inst, ctx);
          },
        },
      ],
      botUse: true,
    },
  ],
};
export default def;
