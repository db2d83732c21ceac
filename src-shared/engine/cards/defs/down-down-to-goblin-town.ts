import type { CardDef } from '../cardApi';
import { barKeying } from '../vocab/keying';
import { COMPANY_MOVING } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Down Down to Goblin-town',
  alignment: ['Minion'],
  // "On a moving company": played on one of its characters. "If the company moves to a Ruins & Lairs" is read as its hazards are
  // played (its new site then); a creature keyed to the site itself may still be played.
  text: 'Playable during the organization phase on a moving company. If the company moves to a Ruins & Lairs [{R}], no hazard creatures may be played (by type or name) keyed to regions against his company.',
  play: { side: 'resource', windows: ['organization'], target: { kind: 'character', side: 'own', where: [COMPANY_MOVING] } },
  effects: [{ do: 'custom', label: 'if the company moves to a Ruins & Lairs, no hazard creatures keyed to regions against it this turn', run: (q, ctx) => barKeying(q, ctx, 'all', ['R']) }],
};
export default def;
