import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { bearerCompanyBonus } from '../helpers/underDeeps';

const name = 'Goblin Earth-plumb';

const scenarios: Scenario[] = [
  bearerCompanyBonus(name, 1, 'item'),
  {
    title: '"Playable only on an Orc or Troll": offered to the Orc Veteran at Goblin-gate, refused to Tarcil',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Orc Veteran', 'Tarcil'], 'Goblin-gate');
      const [orc, tarcil] = chars as [number, number];
      // Minor items come into play from the face-up minor items after the company's site play (Arda Revised §2).
      const inst = k.spawn(name, 0);
      k.s.sets.ringwraith?.faceUp.minor.push(inst);
      k.companyById(id).entered = true;
      k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'minor' }];
      const offered = (ch: number) => k.legal(0).some((a) => a.type === 'playMinorItem' && a.inst === inst && a.character === ch);
      k.expect(offered(orc), 'offered to the Orc Veteran');
      k.expect(!offered(tarcil), 'not offered to Tarcil');
      k.equal(k.refused(0, { type: 'playMinorItem', inst, character: tarcil }).code, 'REQUIREMENTS', 'the refusal');
      k.act(0, { type: 'playMinorItem', inst, character: orc });
      k.expect(k.s.chars[orc]?.items.includes(inst) === true, 'the Orc Veteran bears it');
    },
  },
];
export default scenarios;
