import type { Scenario } from '../kit/scenario';
import { hazardLimit } from '../kit/combatSteps';

const scenarios: Scenario[] = [
  {
    title: '"you may discard this card from play during opponent’s movement/hazard phase (not counting against the hazard limit) to increase the hazard limit against one company by two"; not in his organization phase',
    run: (k) => {
      const card = k.inPlay(1, 'Daelomin at Home');
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.phase('organization');
      k.expect(!k.canUse(1, card), 'not during the organization phase');
      k.movement(id, 'Bree', ['Arthedain']);
      const before = hazardLimit(k);
      const mh = k.s.stack.find((x) => x.kind === 'mhHazards');
      const played = mh?.kind === 'mhHazards' ? mh.played : -1;
      k.use(1, card);
      k.equal(hazardLimit(k), before + 2, 'the hazard limit');
      k.equal(mh?.kind === 'mhHazards' ? mh.played : -1, played, 'hazards counted against the limit');
      k.equal(k.where(card), 'discard', 'Daelomin at Home');
    },
  },
];
export default scenarios;
