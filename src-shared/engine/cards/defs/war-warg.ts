import { currentCombat, type CardDef } from '../cardApi';
import { siteWithAutoAttack } from '../vocab/allies';
import { bearerQ } from '../vocab/bearer';

const def: CardDef = {
  name: 'War-warg',
  alignment: ['Minion'],
  text: 'Playable at any tapped or untapped Ruins & Lairs [{R}] with a Wolf automatic-attack. If the War-warg and its controlling character are both targets of strikes from the same attack, you may tap War-warg to give +2 body to its controlling character.',
  play: { side: 'resource', windows: ['site'], requires: [siteWithAutoAttack(['R'], ['Wolf', 'Wolves'], 'a Ruins & Lairs with a Wolf automatic-attack')] },
  abilities: [
    {
      label: 'tap: +2 body to its controlling character against this attack',
      // Before a strike's roll, or as the controlling character's body check is declared (coe-rules §3.I.1: actions "affecting … the body").
      windows: ['strike', 'bodyCheck'],
      requires: [
        {
          is: 'custom',
          label: 'the War-warg and its controlling character are both targets of strikes from the attack',
          test: (q) => {
            const slots = currentCombat(q.s)?.slots ?? [];
            return slots.some((x) => x.target === q.inst) && slots.some((x) => x.target === bearerQ(q));
          },
        },
      ],
      costs: ['tapSelf'],
      effects: [{ do: 'modify', who: 'bearer', stat: 'body', delta: 2, until: 'attack' }],
      botUse: ['bodyCheck'],
    },
  ],
};
export default def;
