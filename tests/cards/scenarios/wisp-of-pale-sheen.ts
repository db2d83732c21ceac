import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';

const scenarios: Scenario[] = [
  ...creatureScenarios('Wisp of Pale Sheen'),
  ...[
    { who: 'Legolas', tapped: true },
    { who: 'Aragorn II', tapped: false },
  ].map(({ who, tapped }) => ({
    title: `Wisp of Pale Sheen: ${who} (mind ${tapped ? 'not above' : 'above'} the strike's prowess) defeats the strike staying untapped and ${tapped ? 'must tap' : 'stays untapped'}`,
    run: (k: ScenarioKit) => {
      const { id, chars } = k.company(0, [who], 'Rivendell');
      const ch = chars[0] as number;
      k.creatureAttack(id, 'Wisp of Pale Sheen');
      k.passAll();
      k.act(1, { type: 'assignStrike', target: ch });
      k.passAll();
      k.equal((k.card(who).mind ?? 0) <= (k.card('Wisp of Pale Sheen', 1).prowess ?? 0), tapped, `${who}'s mind against the strike's prowess`);
      k.rig([6, 6]);
      k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: true });
      k.passAll();
      k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.outcome === 'defeated'), 'the strike is defeated');
      k.equal(k.s.status[ch] ?? 'untapped', tapped ? 'tapped' : 'untapped', `${who} after the strike`);
    },
  })),
];
export default scenarios;
