import type { CardDef } from '../cardApi';
import { onCompanyThisTurn } from '../vocab/companyTurn';
import { companyIs } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Hide in Dark Places',
  alignment: ['Minion'],
  // "Not moving": no destination declared when it is played. Each hazard creature played on the company this turn still counts
  // against the hazard limit; its attack is cancelled as it starts (combat.ts, s.turn.attackMods).
  text: 'Scout only. Playable during the organization phase on a scout whose company is not moving. All hazard creature attacks against the scout’s company this turn are canceled.',
  play: {
    side: 'resource',
    windows: ['organization'],
    target: { kind: 'character', side: 'own', where: [{ is: 'skill', skill: 'Scout' }, companyIs('whose company is not moving', (co) => co.dest === null)] },
  },
  effects: [{ do: 'custom', label: "all hazard creature attacks against the scout's company this turn are canceled", run: (q, ctx) => onCompanyThisTurn(q, ctx, { cancelCreatures: true }) }],
};
export default def;
