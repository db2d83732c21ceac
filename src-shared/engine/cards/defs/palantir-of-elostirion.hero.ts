import { hasSkill, type CardDef } from '../cardApi';
import { BEARER_CHECK, discardIfMoves, ELOSTIRION_HERO } from '../vocab/palantiri';
import { ANY_PHASE } from '../vocab/resourcePlay';

const [use] = ELOSTIRION_HERO;

// "Playable only at The White Towers": the MP card's location. "This item does not give MPs to a Fallen-wizard": Arda has no Fallen-wizards.
// Its use needs a sage bearer, not one able to use a Palantír (Align Palantír); Palantír of Osgiliath may duplicate it (vocab/palantiri.ts).
const def: CardDef = {
  name: 'Palantír of Elostirion',
  alignment: ['Hero'],
  text: 'Unique. Palantír. Playable only at The White Towers. Discard if the bearer moves. If the bearer is a sage, he may tap Palantír of Elostirion to remove one corruption card from an Elf or a Wizard under your control. Bearer makes a corruption check.',
  abilities: [{
    label: `a sage bearer taps it: ${use?.label ?? ''}; bearer makes a corruption check`,
    windows: ANY_PHASE,
    requires: [{ is: 'custom', label: 'a sage bearer', test: (q) => q.bearer != null && hasSkill(q.s, q.bearer, 'Sage') }],
    ...(use?.target ? { target: use.target } : {}),
    costs: ['tapSelf'],
    effects: [...(use?.effects ?? []), BEARER_CHECK],
  }],
  static: [discardIfMoves()],
};
export default def;
