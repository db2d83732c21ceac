import { actor, scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { assignEach, atSite, resolveStrike } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const name = 'Smoke on the Wind';

/** Five Orcs at a tapped Edoras (F), the site entered; the card played from the MP hand by Shagrat; the first attack's window passed. */
function smokeAtEdoras(k: ScenarioKit): { id: string; chars: number[]; card: number } {
  const { id, chars } = k.company(0, ['Shagrat', 'Gorbag', 'Ufthak', 'Lugdush', 'Muzgash'], 'Edoras');
  const card = k.mpHand(0, name);
  atSite(k, id);
  k.companyById(id).siteTapped = true;
  k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
  k.passAll();
  return { id, chars, card };
}

const scenarios: Scenario[] = [
  {
    // "The company faces two attacks (Men — 5 strikes with 8 prowess, 1 strike with 10 prowess) … you may tap one character in the company and put this card in your marshalling point pile."
    title: 'at a tapped Edoras: Men, 5 strikes with 8 prowess, then 1 strike with 10; Gorbag, still untapped, taps to put it in the MP pile (3 MP)',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars, card } = smokeAtEdoras(k);
      const gorbag = chars[1] as number;
      let top = k.top();
      k.expect(top?.kind === 'combat' && top.attack.strikes === 5 && top.attack.prowess === 8, 'the first attack');
      assignEach(k, chars);
      for (const ch of chars) {
        k.rig([6, 6]);
        k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: ch === gorbag });
      }
      k.passAll();
      top = k.top();
      k.expect(top?.kind === 'combat' && top.attack.strikes === 1 && top.attack.prowess === 10, 'the second attack');
      k.expect(!k.canUse(0, card, 0, gorbag), 'not before the attacks are over');
      assignEach(k, [gorbag]);
      k.rig([6, 6]);
      k.act(0, { type: 'resolveStrike', target: gorbag, stayUntapped: true });
      k.passAll();
      const before = scoreSheet(k.s, 0).misc;
      k.use(0, card, 0, gorbag);
      k.equal(k.s.status[gorbag], 'tapped', 'Gorbag taps');
      k.equal(k.where(card), 'mpPile', 'in the marshalling point pile');
      k.equal(scoreSheet(k.s, 0).misc, before + 3, '3 marshalling points');
    },
  },
  {
    title: 'every character tapped by the attacks: discarded; not at an untapped Edoras, nor at a tapped Bree (B)',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars, card } = smokeAtEdoras(k);
      assignEach(k, chars);
      for (const ch of chars) resolveStrike(k, ch, [6, 6]);
      // The second attack: nobody untapped, the attacker assigns its strike; the defender resolves it.
      for (let guard = 0; guard < 8 && k.s.stack.some((x) => x.kind === 'combat' || x.kind === 'chain'); guard++) {
        const who = actor(k.s);
        const legal = k.legal(who);
        const a = legal.find((x) => x.type === 'assignStrike') ?? legal.find((x) => x.type === 'resolveStrike') ?? legal.find((x) => x.type === 'passChain') ?? legal[0];
        if (!a) break;
        k.rig([6, 6]);
        k.act(who, a);
      }
      k.equal(k.where(card), 'discard', 'Smoke on the Wind is discarded');
      const edoras = k.company(0, ['Ufthak'], 'Edoras');
      atSite(k, edoras.id);
      k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, name), character: edoras.chars[0] as number });
      const bree = k.company(0, ['Lugdush'], 'Bree');
      atSite(k, bree.id);
      k.companyById(bree.id).siteTapped = true;
      k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, name), character: bree.chars[0] as number });
    },
  },
];
export default scenarios;
