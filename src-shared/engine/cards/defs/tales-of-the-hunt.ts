import { companyOfChar, type CardDef } from '../cardApi';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Tales of the Hunt',
  alignment: ['Hero'],
  text: 'Playable on an untapped Man at a Border-hold [{B}]. Tap the Man. Bearer may tap to untap any character in his company. Bearer makes a corruption check.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    // The untapped Man is the cost's condition (tapTarget), checked as the card is declared.
    target: {
      kind: 'character',
      side: 'own',
      where: [
        { is: 'race', race: ['Man'] },
        { is: 'custom', label: 'at a Border-hold', test: (q) => q.target !== null && q.s.catalog.cards[companyOfChar(q.s, q.target)?.site ?? '']?.siteType === 'B' },
      ],
    },
    costs: [{ pay: 'tapTarget' }],
  },
  effects: [{ do: 'attach', to: 'target' }],
  abilities: [
    {
      label: 'tap bearer: untap a character in his company; bearer makes a corruption check',
      windows: ANY_PHASE,
      target: {
        kind: 'character',
        side: 'own',
        where: [
          { is: 'status', status: 'tapped' },
          { is: 'custom', label: "in the bearer's company", test: (q) => q.target !== null && q.bearer !== null && q.bearer !== undefined && companyOfChar(q.s, q.target)?.id === companyOfChar(q.s, q.bearer)?.id },
        ],
      },
      costs: ['tapBearer'],
      effects: [
        { do: 'untap', who: 'target' },
        { do: 'corruptionCheck', who: 'bearer', modifier: 0 },
      ],
    },
  ],
};
export default def;
