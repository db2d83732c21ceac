import { cardOf } from '../../../src-shared/engine/cards/cardApi';
import { attackWindow } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Orc-watch’s strikes go to the others, none to the scout; not on a non-scout',
    run: (k) => {
      k.s.players[0]!.alignment = 'ringwraith';
      k.s.players[1]!.alignment = 'wizard';
      k.s.sets.wizard ??= k.s.sets.ringwraith;
      const { chars, card } = attackWindow(k, { names: ['Gorbag', 'Shagrat', 'Lugdush'], site: 'Minas Morgul', creature: 'Orc-watch', cards: 'Ruse' });
      const scout = chars.find((c) => k.s.chars[c] && cardOf(k.s, c).skills.includes('Scout')) as number;
      const other = chars.find((c) => !cardOf(k.s, c).skills.includes('Scout')) as number;
      k.expect(scout !== undefined && other !== undefined, 'a scout and a non-scout');
      k.expect(!k.canPlay(0, card, other), 'not a scout');
      k.play(0, card, scout);
      k.expect(k.top()?.kind === 'combat', 'the attack goes on');
      k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === scout), 'no strike may be assigned to the scout');
      k.equal(k.refused(0, { type: 'assignStrike', target: scout }).code, 'TARGET', 'assigning a strike to the scout');
      for (const ch of chars) if (ch !== scout && k.top()?.kind === 'combat') k.act(0, { type: 'assignStrike', target: ch });
      const top = k.top();
      k.expect(top?.kind === 'combat' && !top.slots.some((x) => x.target === scout), 'the scout faces no strike');
    },
  },
];
export default scenarios;
