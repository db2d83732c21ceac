import { type CardDef, nameKey, regionOf } from '../cardApi';
import { attackCompany, concerned } from '../vocab/hazards';

const def: CardDef = {
  name: 'Cruel Caradhras',
  text: 'Playable on a company using region movement to move through (not stopping at a site therein) or leave one of the following regions: High Pass, Redhorn Gate, Angmar, Gundabad, Grey Mountain Narrows, or Imlad Morgul. Each character in target company must face one strike (not an attack) of 8 prowess which cannot be canceled. Any resulting body check is modified by +1.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [
      {
        is: 'custom',
        label: 'moving through or leaving High Pass, Redhorn Gate, Angmar, Gundabad, Grey Mountain Narrows or Imlad Morgul',
        test: (q) => {
          const co = concerned(q);
          const origin = co?.dest ? regionOf(q.s.catalog, co.site) : null;
          if (!co?.dest || !origin || co.dest.regions.length === 0) return false;
          // The regions left or passed through: the origin and every region entered but the last (where the new site is).
          const passed = [origin, ...co.dest.regions.slice(0, -1)];
          const names = ['High Pass', 'Redhorn Gate', 'Angmar', 'Gundabad', 'Grey Mountain Narrows', 'Imlad Morgul'].map(nameKey);
          return passed.some((r) => names.includes(r));
        },
      },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: 'each character faces one strike of 8 prowess (not an attack, cannot be canceled; body checks +1)',
      run: (q, ctx) => {
        const co = concerned(q);
        if (!co) return;
        attackCompany(q.s, co, q.seat, { label: q.card.name, creature: null, strikes: co.chars.length, prowess: 8, body: null, attackerChooses: false, strikesOnly: { bodyCheck: 1 } }, 0, ctx, true);
      },
    },
  ],
};
export default def;
