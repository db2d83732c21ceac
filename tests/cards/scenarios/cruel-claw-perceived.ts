import { unusedGeneralInfluence } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { playOn } from '../helpers/corruption';
import { notOnAnotherCompany } from '../helpers/inPlay';
import { exhaustDiscards } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  {
    title: '"Playable on a Wizard … His general influence is modified by -1": on Gandalf, his player\'s general influence 20 → 19; not twice on him; discarded when a play deck is exhausted',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gandalf', 'Aragorn II'], 'Rivendell');
      const gandalf = chars[0] as number;
      const before = unusedGeneralInfluence(k.s, 0);
      const card = playOn(k, 'Cruel Claw Perceived', id, gandalf);
      k.equal(unusedGeneralInfluence(k.s, 0), before - 1, 'unused general influence');
      k.equal(unusedGeneralInfluence(k.s, 1), 20, 'the hazard player\'s is unchanged');
      const second = k.hand(1, 'Cruel Claw Perceived');
      k.expect(!k.canPlay(1, second, gandalf), 'cannot be duplicated on a given character');
      exhaustDiscards(k, card, 1, 'Cruel Claw Perceived');
      k.equal(unusedGeneralInfluence(k.s, 0), before, 'unused general influence once discarded');
    },
  },
  {
    title: '"Playable on a … Ringwraith": on Ren the Ringwraith, his player\'s general influence is modified by -1',
    run: (base) => {
      const k = minionKit(base);
      const { id, chars } = k.company(0, ['Ren the Ringwraith'], 'Minas Morgul');
      const ren = chars[0] as number;
      const before = unusedGeneralInfluence(k.s, 0);
      playOn(k, 'Cruel Claw Perceived', id, ren);
      k.equal(unusedGeneralInfluence(k.s, 0), before - 1, 'unused general influence');
    },
  },
  {
    title: 'refused: not on a character who is neither Wizard nor Ringwraith (Aragorn II), nor on a Wizard of another company',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II'], 'Rivendell');
      const card = k.hand(1, 'Cruel Claw Perceived');
      k.company(0, ['Gandalf'], 'Grey Havens');
      k.movement(id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, card, chars[0] as number), 'not on Aragorn II');
      const radagast = k.company(0, ['Radagast'], 'Rivendell').chars[0] as number;
      k.expect(!k.canPlay(1, card, radagast), 'not on Radagast in another company');
      notOnAnotherCompany(k, 1, card, chars[0] as number);
    },
  },
];
export default scenarios;
