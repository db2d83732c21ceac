import { type CardDef, type Query, regionOf } from '../cardApi';
import { concerned } from '../vocab/hazards';

/** Withered Lands: the region of the concerned company's site path to treat as two Wildernesses (null when none fits). */
function witheredRegion(q: Query): string | null {
  const co = concerned(q);
  const origin = co?.dest ? regionOf(q.s.catalog, co.site) : null;
  if (!co?.dest || !origin) return null;
  const regions = [origin, ...co.dest.regions].filter((r) => !q.s.turn.regionsAs?.[r]);
  for (const t of ['w', 'b', 's']) {
    const r = regions.find((x) => q.s.catalog.regions[x]?.type === t);
    if (r) return r;
  }
  return null;
}

const def: CardDef = {
  // The region is chosen in the site path of the company whose movement/hazard phase it is (where the change can matter):
  // the first Wilderness not yet changed, else the first Border-land, else the first Shadow-land.
  name: 'Withered Lands',
  text: 'Environment. Playable if Doors of Night is in play. Treat one Wilderness [{w}] as two Wildernesses [{w}] or one Shadow-land [{s}] as two Wildernesses [{w}] or one Border-land [{b}] as two Wildernesses [{w}] until the end of the turn.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [
      { is: 'inPlay', names: ['Doors of Night'] },
      { is: 'custom', label: 'a Wilderness, Border-land or Shadow-land in the site path', test: (q) => witheredRegion(q) !== null },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: 'one region of the site path counts as two Wildernesses until the end of the turn',
      run: (q, ctx) => {
        const r = witheredRegion(q);
        if (r === null) return;
        (q.s.turn.regionsAs ??= {})[r] = ['w', 'w'];
        ctx.events.push({ type: 'effect', effect: 'custom', label: `Withered Lands: ${r} counts as two Wildernesses this turn`, card: q.card.id });
      },
    },
  ],
};
export default def;
