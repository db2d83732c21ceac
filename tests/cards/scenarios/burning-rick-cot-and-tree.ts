import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { assignEach, atSite, resolveStrike } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const name = 'Burning Rick, Cot, and Tree';

const scenarios: Scenario[] = [
  {
    title: 'at a tapped Easterling Camp: two attacks of Men; then an untapped character taps: 2 MP, Wain-easterlings (playable there) discarded, Asdriags kept',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Jûoma', 'Hador', 'Gisulf', 'Baduila', 'Dâsakûn', 'Nevido Smôd'], 'Easterling Camp');
      const wain = k.inPlay(0, 'Wain-easterlings');
      const asdriags = k.inPlay(0, 'Asdriags');
      const card = k.mpHand(0, name);
      atSite(k, id);
      k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
      k.companyById(id).siteTapped = true;
      k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
      k.passAll();
      let top = k.top();
      k.expect(top?.kind === 'combat' && top.attack.strikes === 4 && top.attack.prowess === 7, 'Men: 4 strikes with 7 prowess');
      assignEach(k, chars.slice(0, 4));
      for (const ch of chars.slice(0, 4)) resolveStrike(k, ch, [6, 6]);
      k.passAll();
      top = k.top();
      k.expect(top?.kind === 'combat' && top.attack.strikes === 1 && top.attack.prowess === 9, 'Men: 1 strike with 9 prowess');
      assignEach(k, [chars[4] as number]);
      resolveStrike(k, chars[4] as number, [6, 6]);
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attacks are over');
      k.use(0, card, 0, chars[5] as number);
      k.equal(k.s.status[chars[5] as number], 'tapped', 'the character taps');
      k.equal(k.where(card), 'mpPile', 'in the marshalling point pile');
      k.equal(scoreSheet(k.s, 0).misc, 2, '2 marshalling points');
      k.equal(k.where(wain), 'discard', 'Wain-easterlings (playable at Easterling Camp) is discarded');
      k.equal(k.where(asdriags), 'playArea', 'Asdriags stays');
    },
  },
  {
    title: 'not at a tapped Ruins & Lairs (Weathertop)',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Jûoma'], 'Weathertop');
      atSite(k, id);
      k.companyById(id).siteTapped = true;
      k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, name), character: chars[0] as number });
    },
  },
];
export default scenarios;
