import { applyEffect, currentCombat, isOvert, type CardDef, type Query } from '../cardApi';
import { cancelElse, markAttack, onTheAttack, playedOnAttack } from '../vocab/onAttack';

/** "Against a covert company": the attacked company's status as the attack began (overt.ts isOvert, coe-rules §3.4). */
const againstCovert = (q: Query): boolean => {
  const combat = currentCombat(q.s);
  return combat !== null && !isOvert(q.s, combat.attack.companyId);
};

const def: CardDef = {
  name: 'Not Slay Needlessly',
  alignment: ['Minion'],
  text: "Playable on an attack by Elves, Dwarves, Dúnedain, or Men. Against a covert company, the attack is canceled. Otherwise, -2 to the attack's prowess. Cannot be duplicated on a given attack.",
  play: onTheAttack([{ is: 'attackRace', races: ['Elves', 'Dwarves', 'Dwarf', 'Dúnedain', 'Dúnadan', 'Men'] }, { is: 'custom', label: 'not yet played on this attack', test: (q) => !playedOnAttack(q) }]),
  effects: [
    { do: 'custom', label: 'marks the attack', run: (q) => markAttack(q) },
    { do: 'custom', label: "against a covert company, the attack is canceled; otherwise, -2 to the attack's prowess", run: (q, ctx, chain) => cancelElse(againstCovert, (q2, ctx2) => applyEffect(q2, { do: 'modifyAttack', stat: 'prowess', delta: -2 }, ctx2, chain ?? []))(q, ctx) },
  ],
};
export default def;
