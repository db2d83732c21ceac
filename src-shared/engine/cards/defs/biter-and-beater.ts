import { attackRace, cardOf, currentCombat, isOvert, raceMatches, type CardDef, type Query } from '../cardApi';

const BLADES = ['sword of gondolin', 'orcrist', 'glamdring'];

/** The characters of the company facing the attack who bear a Sword of Gondolin, Orcrist or Glamdring. */
function bearers(q: Query): number[] {
  const co = q.s.companies.find((c) => c.id === q.companyId);
  return (co?.chars ?? []).filter((ch) => (q.s.chars[ch]?.items ?? []).some((i) => BLADES.includes(cardOf(q.s, i).key)));
}

// "In combat with an overt company … Also playable during opponent's site phase": attacked by an overt company (company vs. company combat,
// where the defender plays resources: effects/query.ts defendsCompanyAttack). The bonus and the lower body last for the attack (a
// prowess modification of the bearer, Modifier 'strikeBody' for the strikes he faces: in company-vs-company combat the body of the
// attacking character whose strike he faces).
const def: CardDef = {
  name: 'Biter and Beater!',
  text: 'Playable on a company facing an Orc attack or in combat with an overt company. Also playable during opponent’s site phase. Every Sword of Gondolin, Orcrist, and Glamdring in target company give an additional +2 prowess bonus and lower the body of strikes their bearers face by 1.',
  play: {
    side: 'resource',
    windows: ['attack', 'strike'],
    requires: [
      {
        is: 'custom',
        label: 'an Orc attack, or an attack by an overt company',
        test: (q) => {
          const combat = currentCombat(q.s);
          if (!combat) return false;
          const a = combat.attack;
          return a.source === 'company' ? a.attackerCompanyId !== null && isOvert(q.s, a.attackerCompanyId) : raceMatches(attackRace(q.s, combat), ['Orc']);
        },
      },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: 'each bearer of a Sword of Gondolin, Orcrist or Glamdring: +2 prowess, and -1 to the body of the strikes he faces, for this attack',
      run: (q, ctx) => {
        for (const inst of bearers(q)) {
          q.s.mods.push({ inst, stat: 'prowess', delta: 2, until: 'attack', label: q.card.name }, { inst, stat: 'strikeBody', delta: -1, until: 'attack', label: q.card.name });
          ctx.events.push({ type: 'effect', effect: 'modify', inst, stat: 'prowess', delta: 2, until: 'attack', card: q.card.id });
        }
      },
    },
  ],
};
export default def;
