import type { CardDef } from '../cardApi';
import { onConcernedCompany, pathTypes } from '../vocab/hazards';
import { MOVING } from '../vocab/hazardShortEvents';

const def: CardDef = {
  name: 'Lost at Sea',
  text: 'Playable on a company that is moving this turn. If the company has a Coastal Sea [{c}] in its site path, it may do nothing at the site during its site phase.',
  play: { side: 'hazard', windows: ['hazard'], requires: [MOVING] },
  effects: [
    onConcernedCompany('with a Coastal Sea in its site path, the company may do nothing during its site phase', (q, _ctx, co) => {
      if (pathTypes(q.s, co).includes('c') && !q.s.turn.siteDone.includes(co.id)) q.s.turn.siteDone.push(co.id);
    }),
  ],
};
export default def;
