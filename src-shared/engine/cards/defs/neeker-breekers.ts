import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Neeker-breekers',
  text: 'Animals. Each non-Wizard/non-Ringwraith character in the company faces one strike. His prowess against such a strike is equal to his mind attribute. Any character that would normally be wounded is only tapped instead—no body checks are made.',
  static: [
    { on: 'creature', after: 'notAvatars' },
    { on: 'creature', after: 'mindProwess' },
    { on: 'creature', after: 'tapInsteadOfWound' },
  ],
};
export default def;
