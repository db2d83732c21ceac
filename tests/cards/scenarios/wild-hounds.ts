import type { Scenario } from '../kit/scenario';
import { expectCancelled } from '../kit/combatSteps';
import { attackedBy, beastFactionPlays, cancels } from '../helpers/beastFactions';

const NAME = 'Wild Hounds';

const scenarios: Scenario[] = [
  ...beastFactionPlays(NAME, 'Barrow-downs', ['Isengard', 'Moria'], 'Barrow-downs'),
  {
    title: '"Discard this faction to cancel … an attack keyed to Wilderness [{w}]": Giant Spiders',
    run: (k) => {
      const { faction, creature } = attackedBy(k, NAME, 'Giant Spiders');
      cancels(k, faction, creature, 'Giant Spiders');
      k.equal(k.where(faction), 'discard', NAME);
    },
  },
  {
    title: '"… to cancel an automatic-attack at a Ruins & Lairs [{R}]": the Undead of the Barrow-downs',
    run: (k) => {
      const faction = k.inPlay(0, NAME);
      const { id } = k.company(0, ['Aragorn II'], 'Barrow-downs');
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'the automatic-attack');
      k.use(0, faction, 0);
      expectCancelled(k);
      k.equal(k.where(faction), 'discard', NAME);
    },
  },
  {
    title: 'not an automatic-attack at a Shadow-hold (the Orcs of Moria), nor an attack keyed to a Shadow-hold (Orc-watch)',
    run: (k) => {
      const faction = k.inPlay(0, NAME);
      const { id } = k.company(0, ['Aragorn II'], 'Moria');
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'the automatic-attack');
      k.expect(!k.canUse(0, faction, 0), 'the automatic-attack at Moria');
      k.s.stack = [];
      const other = attackedBy(k, NAME, 'Orc-watch');
      k.expect(k.companyById(other.id).dest === null, 'Orc-watch keyed to a site');
      k.expect(!k.canUse(0, other.faction, 0), 'an attack keyed to a Shadow-hold');
    },
  },
];
export default scenarios;
