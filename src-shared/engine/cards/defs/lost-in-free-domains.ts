import type { CardDef } from '../cardApi';
import { concerned, pathTypes } from '../vocab/hazards';

const def: CardDef = {
  name: 'Lost in Free-domains',
  text: 'Playable on a company moving with a Free-domain [{f}] in its site path. The company may do nothing during its site phase.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [{ is: 'custom', label: 'moving with a Free-domain in its site path', test: (q) => pathTypes(q.s, concerned(q)).includes('f') }],
  },
  effects: [
    {
      do: 'custom',
      label: 'the company may do nothing during its site phase',
      run: (q) => {
        const co = concerned(q);
        if (co && !q.s.turn.siteDone.includes(co.id)) q.s.turn.siteDone.push(co.id);
      },
    },
  ],
};
export default def;
