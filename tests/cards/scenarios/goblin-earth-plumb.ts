import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { bearerCompanyBonus } from '../helpers/underDeeps';

const name = 'Goblin Earth-plumb';

const scenarios: Scenario[] = [
  bearerCompanyBonus(name, 1, 'item'),
  {
    title: '"Playable only on an Orc or Troll": offered to the Orc Veteran at Goblin-gate, refused to Tarcil',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Orc Veteran', 'Tarcil'], 'Goblin-gate');
      playing(k, id, true);
      const inst = k.mpHand(0, name);
      const offered = (ch: number) => k.legal(0).some((a) => a.type === 'playMpCard' && a.inst === inst && a.character === ch);
      k.expect(offered(chars[0] as number), 'offered to the Orc Veteran');
      k.expect(!offered(chars[1] as number), 'not offered to Tarcil');
      k.equal(k.refused(0, { type: 'playMpCard', inst, character: chars[1] as number }).code, 'REQUIREMENTS', 'the refusal');
      k.act(0, { type: 'playMpCard', inst, character: chars[0] as number });
      k.expect(k.s.chars[chars[0] as number]?.items.includes(inst) === true, 'the Orc Veteran bears it');
    },
  },
];
export default scenarios;
