import { companyInOrganization } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Bilbo taps; Orc-watch cannot be played on his company this turn',
    run: (k) => {
      const { id, chars } = companyInOrganization(k, ['Bilbo', 'Gimli'], 'Rivendell');
      const [bilbo, gimli] = chars as [number, number];
      const card = k.hand(0, 'Stealth');
      k.expect(!k.canPlay(0, card, gimli), 'Gimli is no scout');
      k.play(0, card, bilbo);
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      k.keyTo(id, 'Orc-watch');
      const orcs = k.hand(1, 'Orc-watch');
      k.hand(1, 'Orc-watch');
      k.s.stack = [{ kind: 'mhSelect' }];
      k.act(0, { type: 'startCompanyMH', companyId: id });
      k.equal(k.top()?.kind, 'mhHazards', 'the hazard player is to play hazards');
      k.equal(k.refused(1, { type: 'playCreature', inst: orcs }).code, 'NOT_KEYED', 'Orc-watch refused');
      k.expect(!k.legal(1).some((a) => a.type === 'playCreature'), 'no creature is playable on the company');
    },
  },
  {
    title: 'not when the scout’s company has three characters; not on an opponent’s scout',
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Bilbo', 'Gimli', 'Aragorn II'], 'Rivendell');
      const card = k.hand(0, 'Stealth');
      k.expect(!k.canPlay(0, card, chars[0] as number), 'company size 3');
      const theirs = k.company(1, ['Fori the Beardless'], 'Minas Morgul').chars[0] as number;
      k.expect(!k.canPlay(0, card, theirs), "not on an opponent's scout (Fori, alone in his company)");
    },
  },
];
export default scenarios;
