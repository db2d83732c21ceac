import { type CardDef, cardOf, GENERAL_INFLUENCE, removeCharacter, usedGeneralInfluence } from '../cardApi';
import { corruptionPlay, notRace } from '../vocab/corruption';

const def: CardDef = {
  name: 'Rebel-talk',
  text:
    'Playable on a non-Ringwraith, non-Wizard character with mind of 7 or less. Character cannot be controlled by direct influence. Once during each of his organization phases, the character may attempt to remove this card. Make a roll—if the result is greater than 7, discard this card. Cannot be duplicated on a given character.',
  play: corruptionPlay(
    'Rebel-talk',
    [notRace('Ringwraith', 'Wizard'), { is: 'custom', label: 'mind of 7 or less', test: (q) => q.target !== null && (cardOf(q.s, q.target).mind ?? 99) <= 7 }],
    false,
  ),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    // No character may take him as a follower (organization.ts controllerProblem); a follower who gets it
    // goes under general influence, or is discarded when it has no room for him.
    { on: 'noDirectInfluence' },
    {
      on: 'afterAction',
      run: (s, _events, ctx, self) => {
        const bearer = self.bearer;
        const ch = bearer === null ? undefined : s.chars[bearer];
        if (bearer === null || !ch || ch.followerOf === null) return;
        const from = ch.followerOf;
        if (usedGeneralInfluence(s, ch.owner) + (cardOf(s, bearer).mind ?? 0) <= GENERAL_INFLUENCE) {
          ch.followerOf = null;
          ctx.events.push({ type: 'setController', seat: ch.owner, inst: bearer, from, controller: null, why: 'Rebel-talk' });
        } else removeCharacter(s, bearer, 'discarded', ctx);
      },
    },
    { on: 'removal', above: 7, tap: false, once: true },
  ],
};
export default def;
