import type { CardDef } from '../cardApi';

// "If your opponent has more than one stage card and 4 or more stage points …": stage cards are Fallen-wizard cards, which
// Arda leaves out (ARDA-DIGEST: "Excluded … Fallen-wizard/Stage … alignment cards"), so only the alternative is ever played:
// a character of the company the hazard player plays on makes a corruption check (a Ringwraith makes none: corruption.ts).
// coe-rules glossary, "remove from the game": "cards removed from the game no longer have any affect or interaction with the game".
const def: CardDef = {
  name: 'Echoes of the Song',
  text: 'If your opponent has more than one stage card and 4 or more stage points, he must discard one stage card of his choice. Alternatively, force a target character to make a corruption check. Remove this card from the game.',
  play: { side: 'hazard', windows: ['hazard'], target: { kind: 'character', side: 'company' } },
  effects: [{ do: 'corruptionCheck', who: 'target', modifier: 0 }, { do: 'removeFromGame' }],
};
export default def;
