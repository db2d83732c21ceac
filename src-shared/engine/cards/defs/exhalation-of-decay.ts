import { type CardDef, cardOf, isKeyed, player, removeFrom } from '../cardApi';
import { attackCompany, concerned, inDiscard } from '../vocab/hazards';

const def: CardDef = {
  name: 'Exhalation of Decay',
  text: 'Playable on an Undead hazard creature in your discard pile. If target Undead can attack, bring it into play as a creature that attacks immediately (not counting against the hazard limit). The attack\u2019s prowess is modified by -1.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    target: { kind: 'inDiscard', match: { type: 'Hazard', subtypes: ['Creature'] } },
    requires: [
      {
        is: 'custom',
        label: 'an Undead creature still in the discard pile that can attack the company',
        test: (q) => {
          const co = concerned(q);
          if (q.target === null || !co || !inDiscard(q.s, q.target)) return false;
          const c = cardOf(q.s, q.target);
          return c.race === 'Undead' && isKeyed(q.s, co, c);
        },
      },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: 'the Undead attacks at -1 prowess',
      run: (q, ctx) => {
        const { s } = q;
        const co = concerned(q);
        const inst = q.target;
        if (!co || inst === null) return;
        const zones = s.sets[player(s, q.seat).alignment];
        for (const pile of Object.values(zones?.discards ?? {})) removeFrom(pile, inst);
        const c = cardOf(s, inst);
        attackCompany(s, co, q.seat, { label: c.name, creature: inst, strikes: c.strikes, prowess: (c.prowess ?? 0) - 1, body: c.body, attackerChooses: c.attackerChooses }, c.mp, ctx, c.strikesEach);
      },
    },
  ],
};
export default def;
