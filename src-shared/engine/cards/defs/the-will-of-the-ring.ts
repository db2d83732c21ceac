import type { CardDef } from '../cardApi';
import { bears } from '../vocab/hazardShortEvents';

const def: CardDef = {
  name: 'The Will of the Ring',
  text: 'The bearer of The One Ring makes a corruption check modified by -4.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    target: { kind: 'character', side: 'company', where: [{ is: 'custom', label: 'the bearer of The One Ring', test: (q) => bears(q, (item) => item.ringKind === 'one') }] },
  },
  effects: [{ do: 'corruptionCheck', who: 'target', modifier: -4 }],
};
export default def;
