import { directInfluence } from '../../../src-shared/engine/cards/cardApi';
import { companyInOrganization } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Aragorn II at Minas Tirith gets +3 direct influence; gone with him',
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Aragorn II', 'Gimli'], 'Minas Tirith');
      const [aragorn, gimli] = chars as [number, number];
      const card = k.hand(0, 'Return of the King');
      k.expect(!k.canPlay(0, card, gimli), 'Aragorn II only');
      const before = directInfluence(k.s, aragorn);
      k.play(0, card, aragorn);
      k.equal(k.where(card), 'character', 'Return of the King');
      k.equal(directInfluence(k.s, aragorn), before + 3, 'direct influence');
    },
  },
  {
    title: 'not away from Minas Tirith, nor with Denethor II in play',
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Aragorn II'], 'Rivendell');
      const aragorn = chars[0] as number;
      const card = k.hand(0, 'Return of the King');
      k.expect(!k.canPlay(0, card, aragorn), 'Aragorn II is at Rivendell');
      k.companyById(k.companyOf(aragorn)?.id ?? '').site = k.siteId('Minas Tirith');
      k.expect(k.canPlay(0, card, aragorn), 'at Minas Tirith');
      k.company(1, ['Denethor II'], 'Minas Tirith');
      k.expect(!k.canPlay(0, card, aragorn), 'Denethor II is in play');
    },
  },
];
export default scenarios;
