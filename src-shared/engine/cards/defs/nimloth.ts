import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters … Agent Minion cards can never played as hazard agents", so his "Agent only" text cannot arise.
// "… and Elf Factions": the Ringwraith player has no Elf faction of his own; the bonus counts in an influence attempt on an opponent's Elf faction
// (scenarios: tests/cards/scenarios/nimloth.ts).
const base: CardDef = character("Nimloth", "Unique. Agent. +2 direct influence against Elves and Elf Factions. Agent only: may move to a Haven [{H}].", {
  minion: true,
  followers: [{ delta: 2, races: ['Elf'], label: '+2 direct influence against Elves', test: 'Calendal', other: 'Ivic' }],
});
const def: CardDef = { ...base, static: [...(base.static ?? []), { on: 'self', stat: 'factionInfluence', delta: 2, races: ['Elf'], label: '+2 direct influence against Elf factions' }] };
export default def;
