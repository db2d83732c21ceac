import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Dark Tryst',
  alignment: ['Minion'],
  // A resource short-event with no timing of its own: in any phase of its player's turn. coe-rules glossary, "remove from the game":
  // "cards removed from the game no longer have any affect or interaction with the game" (PlayerState.removed): never reshuffled.
  text: 'Draw three cards and remove this card from the game.',
  play: { side: 'resource', windows: ['organization', 'longEvent', 'movementHazard', 'site', 'endTurn'] },
  effects: [{ do: 'draw', who: 'self', count: 3 }, { do: 'removeFromGame' }],
};
export default def;
