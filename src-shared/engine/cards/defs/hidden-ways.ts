import type { CardDef } from '../cardApi';
import { barKeying } from '../vocab/keying';
import { COMPANY_MOVING } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Hidden Ways',
  alignment: ['Minion'],
  // Tapping the ranger is the cost (an untapped ranger pays it). Keyed "by type" only: a creature keyed to the site, or to a region by name, may still be played.
  text: 'Ranger only. Playable during the organization phase on an untapped ranger whose company has declared a new site. Tap the ranger. No hazard creatures may be keyed by type to Wilderness [{w}] against the ranger’s company this turn.',
  play: {
    side: 'resource',
    windows: ['organization'],
    target: { kind: 'character', side: 'own', where: [{ is: 'skill', skill: 'Ranger' }, COMPANY_MOVING] },
    costs: [{ pay: 'tapTarget' }],
  },
  effects: [{ do: 'custom', label: 'no hazard creatures may be keyed by type to Wilderness against his company this turn', run: (q, ctx) => barKeying(q, ctx, ['w']) }],
};
export default def;
