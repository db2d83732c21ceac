import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { playing } from '../kit/templates';
import { attemptAt } from '../helpers/factions';

const EVIL = { label: 'Times Are Evil', value: -3 };

const scenarios: Scenario[] = [
  {
    title: 'played in a movement/hazard phase, it stays in play (a long-event)',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Times Are Evil');
      k.play(1, card);
      k.equal(k.where(card), 'playArea', 'Times Are Evil');
    },
  },
  {
    title: '"All … influence attempts are modified by -3": Gandalf\'s influence check to play Rangers of the North at Bree',
    run: (k) => {
      const { roll } = attemptAt(k, 'Rangers of the North', 'Gandalf', 'Bree', 'Times Are Evil', 12, 0);
      const mods = (roll as RollEvent | undefined)?.mods ?? [];
      k.expect(mods.some((m) => m.label === EVIL.label && m.value === EVIL.value), `a -3 modification (${JSON.stringify(mods)})`);
    },
  },
  {
    title: '"All … influence attempts are modified by -3": Ioreth\'s attempt on an opponent\'s Snaga-hai at Moria',
    run: (k) => {
      const { id, chars } = k.company(0, ['Ioreth'], 'Moria');
      playing(k, id, true);
      const f = k.inPlay(1, 'Snaga-hai');
      k.inPlay(1, 'Times Are Evil');
      k.act(0, { type: 'influenceAttempt', influencer: chars[0] as number, target: f });
      const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt');
      k.expect((roll?.mods ?? []).some((m) => m.label === EVIL.label && m.value === EVIL.value), 'a -3 modification');
    },
  },
];
export default scenarios;
