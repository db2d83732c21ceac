/** Hero gold rings in scenarios: the ring kinds a test gives on each total, and the ring discarded when tested. */
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { ringTest } from './ringTests';

/** Two dice for a total (2–12). */
function dice(total: number): [number, number] {
  return [Math.min(6, total - 1), total - Math.min(6, total - 1)];
}

/** Gandalf at Rivendell tests the hero gold ring `name` (borne by Bilbo) on each total: the kinds offered, and the ring discarded. */
export function goldRingScenarios(name: string, table: Record<number, string[]>): Scenario[] {
  return Object.entries(table).map(([total, kinds]) => ({
    title: `tested by Gandalf at Rivendell on ${total}: ${kinds.join(', ')}; the gold ring is discarded`,
    run: (k: ScenarioKit) => {
      const { chars } = k.company(0, ['Gandalf', 'Bilbo'], 'Rivendell');
      const gold = k.item(chars[1] as number, name);
      const roll = ringTest(k, chars[0] as number, gold, dice(Number(total)));
      k.equal(roll?.total, Number(total), 'the ring test total');
      k.equal(((roll?.kinds ?? []) as string[]).slice().sort().join(','), kinds.slice().sort().join(','), `ring kinds on ${total}`);
      k.equal(k.where(gold), 'discard', name);
    },
  }));
}
