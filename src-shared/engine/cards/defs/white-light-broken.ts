import type { CardDef } from '../cardApi';
import { magicUser, turnCorruptionBonus } from '../vocab/minionEvents';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'White Light Broken',
  alignment: ['Minion'],
  // The alternative ("playable on a sorcery-using Fallen-wizard … stage points") cannot arise: Arda Revised leaves Fallen-wizards out.
  // The +2 comes first, so it modifies the card's own check too ("All of his corruption checks … for the rest of the turn"); the check
  // is the engine's: a Ringwraith never makes one ("Unless the sorcery-user is a Ringwraith").
  text: 'Magic. Sorcery. Playable on a sorcery-using character. All of his corruption checks are modified by +2 for the rest of the turn. Unless the sorcery-user is a Ringwraith, he makes a corruption check.',
  play: { side: 'resource', windows: [...ANY_PHASE, 'movementHazard'], target: { kind: 'character', side: 'own', where: [magicUser('sorcery')] } },
  effects: [turnCorruptionBonus(2), { do: 'corruptionCheck', who: 'target', modifier: 0 }],
};
export default def;
