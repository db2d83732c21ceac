import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

// "+3 direct influence against the Woodmen faction": the Ringwraith player's Woodmen is "Playable at Woodmen Town", a site the data does not name
// (the minion site is Woodmen-town), so the scenarios show the bonus in an influence attempt on the Wizard player's Woodmen (tests/cards/scenarios/odoacer.ts).
const def: CardDef = character('Odoacer', 'Unique. +3 direct influence against the Woodmen faction.', {
  minion: true,
  opponentFactions: [{ delta: 3, factions: ['woodmen'], label: '+3 direct influence against the Woodmen faction' }],
});
export default def;
