import { cardOf, currentCombat, raceMatches, type CardDef, type Query } from '../cardApi';
import { markAttack, onTheAttack, playedOnAttack } from '../vocab/onAttack';

/** The Dwarves of the company facing the current attack. */
function dwarvesOf(q: Query): number[] {
  const combat = currentCombat(q.s);
  const co = combat ? q.s.companies.find((c) => c.id === combat.attack.companyId) : undefined;
  return (co?.chars ?? []).filter((ch) => raceMatches(cardOf(q.s, ch).race, ['Dwarf']));
}

const def: CardDef = {
  name: 'The Dwarves Are upon You!',
  alignment: ['Hero'],
  text: 'Playable on a company containing Dwarves facing an attack. All Dwarves in the company receive +2 prowess and -1 body against the attack. Cannot be duplicated against a given attack.',
  play: onTheAttack([{ is: 'custom', label: 'a company with Dwarves, the card not yet played on this attack', test: (q) => dwarvesOf(q).length > 0 && !playedOnAttack(q) }]),
  effects: [
    {
      do: 'custom',
      label: 'every Dwarf in the company: +2 prowess, -1 body against the attack',
      run: (q, ctx) => {
        markAttack(q);
        for (const inst of dwarvesOf(q)) {
          q.s.mods.push({ inst, stat: 'prowess', delta: 2, until: 'attack' }, { inst, stat: 'body', delta: -1, until: 'attack' });
          ctx.events.push({ type: 'effect', effect: 'modify', inst, stat: 'prowess', delta: 2, until: 'attack', card: q.card.id });
          ctx.events.push({ type: 'effect', effect: 'modify', inst, stat: 'body', delta: -1, until: 'attack', card: q.card.id });
        }
      },
    },
  ],
};
export default def;
