/** Resources a hero company plays when a minion company attacks it (company vs. company combat, coe-rules 3.V). */
import { currentCombat, player, type Effect, type Predicate, type Query } from '../cardApi';

/** The attack under way is a company-vs-company attack by a Ringwraith player's company on the acting company ("if a minion company attacks"). */
export const MINION_COMPANY_ATTACKS: Predicate = {
  is: 'custom',
  label: 'a minion company attacks the company',
  test: (q) => {
    const a = currentCombat(q.s)?.attack;
    return a?.source === 'company' && a.defenderSeat === q.seat && player(q.s, a.attackerSeat).alignment === 'ringwraith';
  },
};

/** The characters of the company the play concerns (the attacked company). */
function companyChars(q: Query): number[] {
  return q.s.companies.find((c) => c.id === q.companyId)?.chars ?? [];
}

/** Every character of the attacked company gets `delta` prowess until the end of the turn, marked with the card's name ("Cannot be duplicated on a given company"). */
export function companyProwessThisTurn(delta: number): Effect {
  return {
    do: 'custom',
    label: `every character in the company gets ${delta > 0 ? '+' : ''}${delta} prowess until the end of the turn`,
    run: (q, ctx) => {
      for (const inst of companyChars(q)) {
        q.s.mods.push({ inst, stat: 'prowess', delta, label: q.card.name });
        ctx.events.push({ type: 'effect', effect: 'modify', inst, stat: 'prowess', delta, until: 'endOfTurn', card: q.card.id });
      }
    },
  };
}

/** "Cannot be duplicated on a given company": no character of the company has this turn's modification of a card of this name. */
export const NOT_YET_ON_COMPANY: Predicate = {
  is: 'custom',
  label: 'not yet played on this company this turn',
  test: (q) => !companyChars(q).some((ch) => q.s.mods.some((m) => m.inst === ch && m.label === q.card.name)),
};
