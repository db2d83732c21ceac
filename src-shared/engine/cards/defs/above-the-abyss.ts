import { cardOf, type CardDef } from '../cardApi';
import { ANY_PHASE, onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Above the Abyss',
  alignment: ['Minion'],
  // "Cannot be included in a Balrog's deck": deck construction, not play.
  text: 'Playable on a tapped non-Ringwraith character if your opponent is a Wizard and your Ringwraith is in play. Untap target character.',
  play: onOwnCharacter(ANY_PHASE, [{ is: 'status', status: 'tapped' }, { is: 'custom', label: 'non-Ringwraith', test: (q) => q.target !== null && cardOf(q.s, q.target).race !== 'Ringwraith' }], {
    requires: [
      { is: 'custom', label: 'an opponent is a Wizard', test: (q) => q.s.players.some((p) => p.seat !== q.seat && !p.out && p.alignment === 'wizard') },
      { is: 'custom', label: 'your Ringwraith is in play', test: (q) => Object.entries(q.s.chars).some(([i, ch]) => ch.owner === q.seat && cardOf(q.s, Number(i)).avatar && cardOf(q.s, Number(i)).race === 'Ringwraith') },
    ],
  }),
  effects: [{ do: 'untap', who: 'target' }],
};
export default def;
