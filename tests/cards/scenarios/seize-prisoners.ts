import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { atSite, resolveStrike } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const name = 'Seize Prisoners';

/** Seat 1's company of `names` at a tapped Edoras (a Free-hold; first automatic-attack Men) plays it from the MP hand on the first; the attack is declared. */
function seized(k: ScenarioKit, names: string[]): { id: string; chars: number[]; card: number } {
  minionTurn(k);
  const { id, chars } = k.company(1, names, 'Edoras');
  const card = k.mpHand(1, name);
  atSite(k, id);
  k.refused(1, { type: 'playMpCard', inst: card, character: chars[0] as number });
  k.companyById(id).siteTapped = true;
  k.act(1, { type: 'playMpCard', inst: card, character: chars[0] as number });
  k.passAll();
  const top = k.top();
  k.expect(top?.kind === 'combat' && top.attack.strikes === 3 && top.attack.prowess === 8, 'an attack of 3 strikes with 8 prowess');
  k.expect(top?.kind === 'combat' && top.attack.label.endsWith('Men'), '"attack type as first automatic-attack at site": Men');
  return { id, chars, card };
}

const scenarios: Scenario[] = [
  {
    title: 'at a tapped Edoras: a Men attack (3 strikes, 8 prowess); a character left untapped takes it; stored at Minas Morgul for its marshalling points',
    run: (k) => {
      const { id, chars, card } = seized(k, ['Orc Captain', 'Orc Veteran', 'Orc Tracker', 'Tarcil']);
      const [a, b, c, d] = chars as [number, number, number, number];
      for (const ch of [a, b, c]) k.act(1, { type: 'assignStrike', target: ch });
      k.expect(!k.canUse(1, card, 0, d), 'not before the attack is over');
      for (const ch of [a, b, c]) resolveStrike(k, ch, [6, 6], 1);
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
      k.use(1, card, 0, d);
      k.equal(k.s.status[d], 'tapped', 'Tarcil taps');
      k.expect((k.s.chars[d]?.hazards ?? []).includes(card), 'under Tarcil’s control');
      const before = scoreSheet(k.s, 1).misc;
      k.phase('organization');
      k.expect(!k.canUse(1, card, 1), 'not stored at Edoras');
      k.companyById(id).site = k.siteId('Minas Morgul', 1);
      k.use(1, card, 1);
      k.equal(k.where(card), 'mpPile', 'stored');
      k.expect(scoreSheet(k.s, 1).misc > before, 'its marshalling points');
    },
  },
  {
    title: '"If no characters are untapped after the attack, discard Seize Prisoners"; not at a tapped Shadow-hold',
    run: (k) => {
      const { chars, card } = seized(k, ['Orc Captain', 'Orc Veteran', 'Orc Tracker']);
      for (const ch of chars) k.act(1, { type: 'assignStrike', target: ch });
      for (const ch of chars) resolveStrike(k, ch, [6, 6], 1);
      k.equal(k.where(card), 'discard', name);
      const other = k.company(1, ['Tarcil'], 'Moria');
      atSite(k, other.id);
      k.companyById(other.id).siteTapped = true;
      k.refused(1, { type: 'playMpCard', inst: k.mpHand(1, name), character: other.chars[0] as number });
    },
  },
];
export default scenarios;
