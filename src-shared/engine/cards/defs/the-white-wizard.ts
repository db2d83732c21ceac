import { cardOf, player, type CardDef } from '../cardApi';
import { onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'The White Wizard',
  alignment: ['Hero'],
  // "A Wizard with Sacrifice of Form": Sacrifice of Form is played by hand (it lands in its player's play area) and returns with him
  // ("place Sacrifice of Form with him"): either place counts. "As an opposing Wizard": another player's Wizard in play.
  text: 'Unique. Playable on a Wizard with Sacrifice of Form. +2 to his direct influence, +1 to all of his corruption checks. Discard if Saruman is in play as an opposing Wizard.',
  play: onOwnCharacter(
    ['organization', 'longEvent', 'site', 'endTurn'],
    [
      { is: 'race', race: ['Wizard'] },
      {
        is: 'custom',
        label: 'with Sacrifice of Form',
        test: (q) => q.target !== null && [...player(q.s, q.seat).playArea, ...(q.s.chars[q.target]?.hazards ?? [])].some((i) => cardOf(q.s, i).name === 'Sacrifice of Form'),
      },
    ],
  ),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'bearer', stat: 'di', delta: 2 },
    { on: 'bearer', stat: 'corruptionCheck', delta: 1 },
    {
      on: 'discardWhen',
      label: 'Saruman is in play as an opposing Wizard',
      test: (s, bearer) => s.players.some((p) => p.seat !== s.chars[bearer]?.owner && p.avatarInPlay !== null && cardOf(s, p.avatarInPlay).name === 'Saruman'),
    },
  ],
};
export default def;
