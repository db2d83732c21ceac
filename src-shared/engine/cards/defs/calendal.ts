import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

// "May tap to use a Palantír he bears": each Palantír's uses read it (vocab/palantiri.ts: he and the Palantír tap), so nothing is left
// for his card to carry out. "… and Elf factions": the Ringwraith player has no Elf faction of his own; the bonus counts
// in an influence attempt on an opponent's Elf faction (scenarios: tests/cards/scenarios/calendal.ts).
const base: CardDef = character('Calendal', "Unique. May tap to use a Palantír he bears. +2 direct influence against Elves and Elf factions.", {
  minion: true,
  followers: [{ delta: 2, races: ['Elf'], label: '+2 direct influence against Elves', test: 'Elwen', other: 'Ivic' }],
});
const def: CardDef = { ...base, static: [...(base.static ?? []), { on: 'self', stat: 'factionInfluence', delta: 2, races: ['Elf'], label: '+2 direct influence against Elf factions' }] };
export default def;
