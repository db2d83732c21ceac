import { type CardDef, company } from '../cardApi';
import { pathTypes } from '../vocab/hazards';

const def: CardDef = {
  name: 'Snowstorm',
  text: 'Environment. Playable if Doors of Night is in play. Each moving company with a Wilderness [{w}] in its site path must return to its site of origin. Cannot be duplicated.',
  play: { side: 'hazard', windows: ['hazard'], requires: [{ is: 'inPlay', names: ['Doors of Night'] }, { is: 'notInPlay', names: ['Snowstorm'] }] },
  effects: [{ do: 'stay' }],
  static: [
    {
      on: 'mhEnd',
      run: (s, companyId, ctx) => {
        const co = company(s, companyId);
        if (!co?.dest || !pathTypes(s, co).includes('w')) return;
        ctx.events.push({ type: 'effect', effect: 'custom', label: 'Snowstorm: the company returns to its site of origin', companyId });
        co.dest = null;
      },
    },
  ],
};
export default def;
