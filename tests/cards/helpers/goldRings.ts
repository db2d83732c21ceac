/** Gold rings in scenarios: the ring kinds a test gives on each total, and the ring discarded when tested. */
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
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

/** Tarcil (alone at `site`, entered, a Ringwraith player's) plays the gold ring `name` from the MP hand: he bears it, or it is refused. */
function playedAt(name: string, site: string, ok: boolean): Scenario {
  return {
    title: ok ? `playable at ${site}` : `not playable at ${site}`,
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Tarcil'], site);
      playing(k, id, true);
      const ring = k.mpHand(0, name);
      const tarcil = chars[0] as number;
      if (ok) {
        k.act(0, { type: 'playMpCard', inst: ring, character: tarcil });
        k.expect(k.s.chars[tarcil]?.items.includes(ring) === true, `Tarcil bears ${name}`);
      } else k.equal(k.refused(0, { type: 'playMpCard', inst: ring, character: tarcil }).code, 'REQUIREMENTS', 'refusal');
    },
  };
}

/**
 * A minion gold ring: played at `yes` sites, refused at `no` sites; its bearer (alone of his company) makes a corruption check
 * at the end of his untap phase; tested by The Witch-king at Minas Morgul on each total of `table`, the kinds offered and the ring discarded.
 */
export function minionGoldRingScenarios(name: string, yes: string[], no: string[], table: Record<number, string[]>): Scenario[] {
  return [
    ...yes.map((site) => playedAt(name, site, true)),
    ...no.map((site) => playedAt(name, site, false)),
    {
      title: 'its bearer makes a corruption check at the end of his untap phase (his companion does not)',
      run: (k0) => {
        const k = minionKit(k0);
        const { chars } = k.company(0, ['Tarcil', 'Eradan'], 'Minas Morgul');
        k.item(chars[0] as number, name);
        k.rig([6, 6, 6, 6, 6, 6]);
        const checks = k.toNextTurn(1).filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
        k.equal(checks.length, 1, 'corruption checks');
        k.equal(checks[0]?.inst, chars[0], 'Tarcil checks');
      },
    },
    ...Object.entries(table).map(([total, kinds]) => ({
      title: `tested by The Witch-king at Minas Morgul on ${total}: ${kinds.join(', ')}; the gold ring is discarded`,
      run: (k0: ScenarioKit) => {
        const k = minionKit(k0);
        const { chars } = k.company(0, ['The Witch-king', 'Tarcil'], 'Minas Morgul');
        const gold = k.item(chars[1] as number, name);
        const roll = ringTest(k, chars[0] as number, gold, dice(Number(total)));
        k.equal(roll?.total, Number(total), 'the ring test total');
        k.equal(((roll?.kinds ?? []) as string[]).slice().sort().join(','), kinds.slice().sort().join(','), `ring kinds on ${total}`);
        k.equal(k.where(gold), 'discard', name);
      },
    })),
  ];
}
