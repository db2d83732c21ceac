import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters".
// "+4 direct influence against Riders of Rohan": the Wizard player's faction (the Ringwraith player has none of that name); the bonus counts in an
// influence attempt on an opponent's Riders of Rohan (tests/cards/scenarios/wormtongue.ts). "Any character or minion that has Edoras as a home
// site": his followers and influence attempts on characters (Freca, Wolf; the Wizard player's Théoden, Éomer, Éowyn …).
const def: CardDef = character('Wormtongue', 'Unique. Agent. +4 direct influence against Riders of Rohan and any character or minion that has Edoras as a home site.', {
  minion: true,
  opponentFactions: [{ delta: 4, factions: ['riders of rohan'], label: '+4 direct influence against Riders of Rohan' }],
  followers: [{ delta: 4, homeSites: ['edoras'], label: '+4 direct influence against any character that has Edoras as a home site', test: 'Freca', other: 'Dorelas' }],
});
export default def;
