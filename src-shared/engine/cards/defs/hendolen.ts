import { companyOfChar, currentCombat, isDetainment, type CardDef, type Query } from '../cardApi';
import { character } from '../vocab/characters';

/** The attack under way is a detainment attack (coe-rules §3.II: by its creature's or its site's text) against his company. */
function detainmentAgainstHisCompany(q: Query): boolean {
  const a = currentCombat(q.s)?.attack;
  return a !== undefined && a.companyId === companyOfChar(q.s, q.inst)?.id && isDetainment(q.s, a);
}

// "… and Elf factions": the Ringwraith player has no Elf faction of his own; the bonus counts in an influence attempt on an opponent's Elf
// faction (scenarios: tests/cards/scenarios/hendolen.ts).
const base: CardDef = character('Hendolen', "Unique. May tap to cancel a detainment attack against his company. +2 direct influence against Elves and Elf factions.", {
  minion: true,
  followers: [{ delta: 2, races: ['Elf'], label: '+2 direct influence against Elves', test: 'Calendal', other: 'Ivic' }],
  abilities: [
    {
      label: 'tap Hendolen: cancel a detainment attack against his company',
      windows: ['attack'],
      requires: [{ is: 'custom', label: 'a detainment attack against his company', test: detainmentAgainstHisCompany }],
      target: { kind: 'none' },
      costs: ['tapSelf'],
      effects: [{ do: 'cancelAttack' }],
    },
  ],
});
const def: CardDef = { ...base, static: [...(base.static ?? []), { on: 'self', stat: 'factionInfluence', delta: 2, races: ['Elf'], label: '+2 direct influence against Elf factions' }] };
export default def;
