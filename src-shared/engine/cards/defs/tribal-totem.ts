import type { CardDef, Query } from '../cardApi';
import { concerned } from '../vocab/hazards';
import { attackBy, beforeAssignment, bodyChecksOfAttack, changeAttack } from '../vocab/hazardShortEvents';

/** "Cannot be duplicated against a given company": the company's mark this turn. */
const mark = (q: Query): string => `${q.card.key}@${q.companyId ?? ''}`;

const def: CardDef = {
  // Played in the window the engine opens as an attack is declared (coe-rules §3.II: "the hazard player may modify it before strikes are assigned").
  name: 'Tribal Totem',
  text: 'Playable on an Orc or Troll attack before strikes are assigned; does not count against the hazard limit. The prowess and body of target attack and of all Orc and Troll attacks against this company for the rest of the turn are each reduced by three. Any body check resulting from a successful strike of such a modified attack is modified by +2. Cannot be duplicated against a given company.',
  play: {
    side: 'hazard',
    windows: ['attack'],
    hazardLimit: false,
    target: { kind: 'attack' },
    requires: [
      {
        is: 'custom',
        label: 'an Orc or Troll attack before its strikes are assigned, no Tribal Totem against the company this turn',
        test: (q) => beforeAssignment(q) && attackBy(q, ['Orc', 'Troll']) && !(q.s.turn.effectsUsed ?? []).includes(mark(q)),
      },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: '-3 prowess and -3 body to the attack and to later Orc and Troll attacks against the company this turn; +2 to the body checks their successful strikes cause',
      run: (q, ctx) => {
        const co = concerned(q);
        if (!co) return;
        (q.s.turn.effectsUsed ??= []).push(mark(q));
        changeAttack(q, ctx, -3, -3);
        bodyChecksOfAttack(q, 2);
        (q.s.turn.attackMods ??= []).push({ companyId: co.id, races: ['Orc', 'Troll'], strikes: 0, prowess: -3, body: -3, bodyCheck: 2, label: q.card.name });
      },
    },
  ],
};
export default def;
