import { cancelCombat, currentCombat, removeFrom, toDiscard, type CardDef } from '../cardApi';
import { cardInPlayNamed, GATES } from '../vocab/gatesOfMorning';
import { attackIs } from '../vocab/onAttack';

const def: CardDef = {
  name: 'The Cock Crows',
  alignment: ['Hero'],
  text: 'Cancels a Troll attack. Alternatively, if Gates of Morning is in play, discard one hazard permanent-event.',
  play: {
    side: 'resource',
    windows: ['attack', 'organization', 'longEvent', 'site', 'endTurn', 'response'],
    target: { kind: 'attackOrCardInPlay', match: { type: 'Hazard', subtypes: ['Permanent-event'] } },
    requires: [
      {
        is: 'custom',
        label: 'a Troll attack, or a hazard permanent-event with Gates of Morning in play',
        test: (q) => {
          if (q.target !== null) return cardInPlayNamed(q, GATES);
          const combat = currentCombat(q.s);
          return Boolean(combat && combat.stage === 'defenderAssign' && combat.slots.length === 0 && attackIs(q, ['Troll']));
        },
      },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: 'the Troll attack is cancelled, or the hazard permanent-event discarded',
      run: (q, ctx) => {
        if (q.target === null) return cancelCombat(q.s, ctx);
        const target = q.target;
        for (const p of q.s.players) removeFrom(p.playArea, target);
        for (const ch of Object.values(q.s.chars)) removeFrom(ch.hazards, target);
        toDiscard(q.s, target, ctx);
      },
    },
  ],
};
export default def;
