import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { assignEach, atSite, resolveStrike } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { nextOwnTurn } from '../helpers/turns';

const name = 'Rescue Prisoners';

const scenarios: Scenario[] = [
  {
    title: 'at a tapped Moria: the Spider attack (2 strikes, 7 prowess); then Legolas taps to take it; he stays tapped; stored at Rivendell for 2 MP',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Moria');
      const [aragorn, gimli, legolas] = chars as [number, number, number];
      const card = k.mpHand(0, name);
      atSite(k, id);
      k.refused(0, { type: 'playMpCard', inst: card, character: aragorn });
      k.companyById(id).siteTapped = true;
      k.act(0, { type: 'playMpCard', inst: card, character: aragorn });
      k.passAll();
      const top = k.top();
      k.expect(top?.kind === 'combat' && top.attack.strikes === 2 && top.attack.prowess === 7, 'a Spider attack of 2 strikes with 7 prowess');
      k.equal(k.s.status[aragorn], undefined, 'Aragorn is not tapped to play it');
      k.expect(!k.canUse(0, card, 0, legolas), 'not before the attack is over');
      assignEach(k, [aragorn, gimli]);
      resolveStrike(k, aragorn, [6, 6]);
      resolveStrike(k, gimli, [6, 6]);
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
      k.equal(scoreSheet(k.s, 0).misc, 0, 'no marshalling points');
      k.use(0, card, 0, legolas);
      k.equal(k.s.status[legolas], 'tapped', 'Legolas taps');
      k.expect((k.s.chars[legolas]?.hazards ?? []).includes(card), 'under Legolas’s control');
      nextOwnTurn(k);
      k.equal(k.s.status[legolas], 'tapped', 'Legolas does not untap');
      k.expect(!k.canUse(0, card, 1), 'not stored at Moria');
      k.companyById(id).site = k.siteId('Rivendell');
      k.use(0, card, 1);
      k.equal(k.where(card), 'mpPile', 'stored');
      k.equal(scoreSheet(k.s, 0).misc, 2, '2 marshalling points');
    },
  },
  {
    title: 'every character tapped by the attack: Rescue Prisoners is discarded; not at a tapped Free-hold',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli'], 'Moria');
      const [aragorn, gimli] = chars as [number, number];
      const card = k.mpHand(0, name);
      atSite(k, id);
      k.companyById(id).siteTapped = true;
      k.act(0, { type: 'playMpCard', inst: card, character: aragorn });
      k.passAll();
      assignEach(k, [aragorn, gimli]);
      resolveStrike(k, aragorn, [6, 6]);
      resolveStrike(k, gimli, [6, 6]);
      k.equal(k.where(card), 'discard', 'Rescue Prisoners is discarded');
      const free = k.company(0, ['Gimli'], 'Bree');
      atSite(k, free.id);
      k.companyById(free.id).siteTapped = true;
      k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, name), character: free.chars[0] as number });
    },
  },
  {
    title: 'its bearer eliminated by the attack: the card goes to the discard pile with him, once; a second copy played that turn and discarded after its own attack leaves the first where it is',
    run: (k) => {
      // A copy played at a tapped site by the first of two characters, its attack's strikes resolved with these dice.
      const fought = (names: [string, string], site: string, dice: [number[], number[]]) => {
        const { id, chars } = k.company(0, names, site);
        const card = k.mpHand(0, name);
        atSite(k, id);
        k.companyById(id).siteTapped = true;
        k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
        k.passAll();
        assignEach(k, chars);
        chars.forEach((ch, i) => resolveStrike(k, ch, dice[i] as number[]));
        return { card, holder: chars[0] as number };
      };
      // Strike roll 2 (prowess 3 against 7: wounded), body check 12 against Bilbo's body 9: eliminated.
      const { card, holder: bilbo } = fought(['Bilbo', 'Gimli'], 'Moria', [[1, 1, 6, 6], [6, 6]]);
      k.expect(k.s.chars[bilbo] === undefined, 'Bilbo is eliminated');
      k.equal(k.where(card), 'discard', 'Rescue Prisoners, with its bearer gone');
      const other = fought(['Legolas', 'Faramir'], 'Goblin-gate', [[6, 6], [6, 6]]).card;
      k.equal(k.where(other), 'discard', 'the second copy, every character tapped');
      const copies = Object.values(k.s.sets.wizard?.discards ?? {}).flat().filter((i) => i === card).length;
      k.equal(copies, 1, 'the first copy in the discard piles');
    },
  },
];
export default scenarios;
