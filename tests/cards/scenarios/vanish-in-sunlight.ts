import { attackWindow } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const name = 'Vanish in Sunlight!';
const prowessNow = (k: Parameters<Scenario['run']>[0]): number | undefined => {
  const top = k.top();
  return top?.kind === 'combat' ? top.attack.prowess : undefined;
};

const scenarios: Scenario[] = [
  {
    title: 'Barrow-wight (Undead) attack: prowess 12 − 2',
    run: (k) => {
      const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Barrow-wight', cards: name });
      const before = prowessNow(k) as number;
      k.play(0, card);
      k.passAll();
      k.equal(prowessNow(k), before - 2, 'the attack’s prowess');
    },
  },
  {
    title: 'with Gates of Morning in play: prowess − 4',
    run: (k) => {
      const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Barrow-wight', cards: name, prepare: () => void k.inPlay(0, 'Gates of Morning') });
      const before = prowessNow(k) as number;
      k.play(0, card);
      k.passAll();
      k.equal(prowessNow(k), before - 4, 'the attack’s prowess');
    },
  },
  {
    title: 'not against an Orc attack',
    run: (k) => {
      const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Orc-patrol', cards: name });
      k.expect(!k.canPlay(0, card), 'Orcs are neither Nazgûl nor Undead');
    },
  },
];
export default scenarios;
