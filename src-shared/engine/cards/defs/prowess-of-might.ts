import { type CardDef, cardOf, currentCombat, type Query } from '../cardApi';
import { attackBy, beforeAssignment, changeAttack } from '../vocab/hazardShortEvents';

/** The attack under way is by a manifestation of Scatha (Scatha, Scatha at Home, Scatha Ahunt). */
function scatha(q: Query): boolean {
  const a = currentCombat(q.s)?.attack;
  if (!a) return false;
  return /scatha/i.test(a.creature !== null ? cardOf(q.s, a.creature).name : a.label);
}

const def: CardDef = {
  // Played on the attack under way, before its strikes are assigned (coe-rules 3.i: modifications of the attack as a whole).
  name: 'Prowess of Might',
  text: 'A Dragon attack is modified by +1 to prowess and +1 to body. Alternatively, an attack by a manifestation of Scatha is modified by +2 to prowess and +2 to body.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [{ is: 'custom', label: 'a Dragon attack before its strikes are assigned', test: (q) => beforeAssignment(q) && attackBy(q, ['Dragon']) }],
  },
  effects: [
    {
      do: 'custom',
      label: '+1 prowess and +1 body to the Dragon attack (+2 and +2 for a manifestation of Scatha)',
      run: (q, ctx) => (scatha(q) ? changeAttack(q, ctx, 2, 2) : changeAttack(q, ctx, 1, 1)),
    },
  ],
};
export default def;
