import { type CardDef, cardOf } from '../cardApi';
import { onCompanyCharacter } from '../vocab/hazards';

const def: CardDef = {
  name: 'Dragon-sickness',
  text: 'Playable on a character bearing a major or greater item. Character makes a corruption check modified by -1.',
  play: onCompanyCharacter(
    {
      is: 'custom',
      label: 'bears a major or greater item (not a Ringwraith)',
      test: (q) => q.target !== null && cardOf(q.s, q.target).race !== 'Ringwraith' && (q.s.chars[q.target]?.items ?? []).some((i) => ['major', 'greater'].includes(cardOf(q.s, i).itemClass ?? '')),
    },
  ),
  effects: [{ do: 'corruptionCheck', who: 'target', modifier: -1 }],
};
export default def;
