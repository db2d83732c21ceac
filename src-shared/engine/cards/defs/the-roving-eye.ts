import { type CardDef, requestCheck } from '../cardApi';
import { notRingwraithOrWizard } from '../vocab/hazards';
import { bears } from '../vocab/hazardShortEvents';

const def: CardDef = {
  name: 'The Roving Eye',
  text: 'Playable on a non-Wizard, non-Ringwraith character bearing a Palantír, greater item, or ring that is not a gold ring. Target character is forced to make corruption check modified by -2. If the character would normally be eliminated as a result of this check, he is instead discarded (along with all non-follower cards played with him).',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    target: {
      kind: 'character',
      side: 'company',
      where: [
        { is: 'custom', label: 'a non-Wizard, non-Ringwraith character', test: notRingwraithOrWizard },
        { is: 'custom', label: 'bearing a Palantír, greater item, or ring that is not a gold ring', test: (q) => bears(q, (item) => /palant[ií]r/i.test(item.name) || item.itemClass === 'greater' || item.ringKind !== null) },
      ],
    },
  },
  effects: [
    {
      do: 'custom',
      label: 'a corruption check modified by -2; a character who would be eliminated is discarded instead',
      run: (q, ctx) => {
        if (q.target === null || !q.s.chars[q.target]) return;
        requestCheck(q.s, { inst: q.target, modifier: -2, why: q.card.name, failure: 'discarded' }, ctx);
      },
    },
  ],
};
export default def;
