import type { CardDef } from '../cardApi';
import { doubleLimitIf, MOVING } from '../vocab/hazardShortEvents';

const def: CardDef = {
  name: 'Lost in Dark-domains',
  text: 'Playable on a company that is moving this turn. If the company has a Dark-domain [{d}] in its site path, its hazard limit is doubled until the end of the turn.',
  play: { side: 'hazard', windows: ['hazard'], requires: [MOVING] },
  effects: [doubleLimitIf('d')],
};
export default def;
