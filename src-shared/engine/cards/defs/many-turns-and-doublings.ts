import { currentCombat, currentMH, type CardDef, type Query } from '../cardApi';
import { cardInPlayNamed, GATES } from '../vocab/gatesOfMorning';
import { attackIs, cancelElse } from '../vocab/onAttack';

/** Many Turns and Doublings' first use: a Wolf, Spider, Animal or Undead attack not yet assigned its strikes. */
function doublingsCancel(q: Query): boolean {
  const combat = currentCombat(q.s);
  return Boolean(combat && combat.stage === 'defenderAssign' && combat.slots.length === 0 && attackIs(q, ['Wolf', 'Wolves', 'Spider', 'Animal', 'Undead']));
}

const def: CardDef = {
  name: 'Many Turns and Doublings',
  alignment: ['Hero'],
  // The alternative is played in the ranger's company's movement/hazard phase: the resource player acts there in the attack window or in response to a hazard.
  text: "Ranger only. Cancel an attack by Wolves, Spiders, Animals, or Undead against a ranger's company. Alternatively, if Gates of Morning is in play, decrease the hazard limit against the ranger’s company by one (no minimum).",
  play: {
    side: 'resource',
    windows: ['attack', 'response'],
    requires: [
      { is: 'skill', skill: 'Ranger' },
      { is: 'custom', label: 'a Wolf, Spider, Animal or Undead attack, or Gates of Morning in play in the movement/hazard phase', test: (q) => doublingsCancel(q) || (cardInPlayNamed(q, GATES) && currentMH(q.s)?.companyId === q.companyId) },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: 'the attack is cancelled, else the hazard limit against the company drops by one',
      run: cancelElse(doublingsCancel, (q, ctx) => {
        const mh = currentMH(q.s);
        if (!mh) return;
        mh.limit -= 1;
        ctx.events.push({ type: 'effect', effect: 'hazardLimit', delta: -1, limit: mh.limit, card: q.card.id });
      }),
    },
  ],
};
export default def;
