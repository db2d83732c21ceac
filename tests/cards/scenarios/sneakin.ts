import { companyInOrganization } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'Ufthak (scout) taps; no creature may then be played on his company; not on Gisulf (no scout), not when tapped',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars } = companyInOrganization(k, ['Ufthak', 'Gisulf'], 'Minas Morgul');
      const [ufthak, gisulf] = chars as [number, number];
      const card = k.hand(0, 'Sneakin’');
      k.expect(!k.canPlay(0, card, gisulf), 'Gisulf is no scout');
      k.setStatus(ufthak, 'tapped');
      k.expect(!k.canPlay(0, card, ufthak), 'the scout must be untapped');
      k.setStatus(ufthak, 'untapped');
      k.play(0, card, ufthak);
      k.equal(k.s.status[ufthak], 'tapped', 'Ufthak taps');
      k.expect(k.s.mods.some((m) => m.inst === ufthak && m.stat === 'noCreatures'), 'no creature hazards on his company this turn');
    },
  },
  {
    title: 'not in a company of size 3; not on an opponent’s scout',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars } = companyInOrganization(k, ['Baduila', 'Gisulf', 'Jûoma'], 'Minas Morgul');
      const card = k.hand(0, 'Sneakin’');
      k.expect(!k.canPlay(0, card, chars[0] as number), 'company size 3');
      const bilbo = k.company(1, ['Bilbo'], 'Rivendell').chars[0] as number;
      k.expect(!k.canPlay(0, card, bilbo), "not on an opponent's scout (Bilbo, alone in his company)");
    },
  },
];
export default scenarios;
