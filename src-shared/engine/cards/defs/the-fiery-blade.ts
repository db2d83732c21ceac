import { cardOf, nameKey, type CardDef, type GameState } from '../cardApi';
import { A_RINGWRAITH, discardAfterFailedStrike, NOT_KEPT_ANYWHERE } from '../vocab/minionEvents';
import { ANY_PHASE, onOwnCharacter } from '../vocab/resourcePlay';

const witchKing = (s: GameState, bearer: number) => cardOf(s, bearer).key === nameKey('The Witch-king');

const def: CardDef = {
  name: 'The Fiery Blade',
  alignment: ['Minion'],
  // "(-2 body and -2 prowess against The Witch-king)": strikes against The Witch-king bearing it. "Your Ringwraith or a Ringwraith
  // follower": one of the player's Ringwraiths (Dark Arda's Ringwraith followers are Ringwraiths).
  text: "Playable on your Ringwraith or a Ringwraith follower. Each strike against the Ringwraith receives -1 body (-2 body and -2 prowess against The Witch-king). Discard The Fiery Blade after a strike against the Ringwraith fails or if the Ringwraith has Morgul-blade. Cannot be duplicated. Cannot be included in a Balrog's deck.",
  play: onOwnCharacter(ANY_PHASE, [A_RINGWRAITH], { requires: [NOT_KEPT_ANYWHERE] }),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'strikeBody', delta: (s, bearer) => (witchKing(s, bearer) ? -2 : -1) },
    { on: 'strikeProwess', delta: (s, bearer) => (witchKing(s, bearer) ? -2 : 0) },
    discardAfterFailedStrike(),
    { on: 'discardWhen', label: 'the Ringwraith has Morgul-blade', test: (s, bearer) => (s.chars[bearer]?.hazards ?? []).some((h) => cardOf(s, h).key === nameKey('Morgul-blade')) },
  ],
};
export default def;
