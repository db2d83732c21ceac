/** Provisions in scenarios: cordials (Miruvor, Orc-liquor) in a body check's window, rations (Cram, Strange Rations). */
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { attackWindow, rollOf } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { longestMove, withCard } from './inPlay';

/**
 * Wounded by a strike, the bearer's player uses the cordial in the body check's window: the check is made against his body + 2
 * (at most 10), so a roll one above his printed body no longer eliminates him; passing instead, the same roll does.
 */
export function cordialScenarios(name: string, who: string, minion: boolean): Scenario[] {
  const run = (use: boolean) => (k0: ScenarioKit) => {
    const k = minion ? minionKit(k0) : k0;
    const w = attackWindow(k, { names: [who], cards: [], creature: 'Giant', site: minion ? 'Minas Morgul' : 'Rivendell' });
    const ch = w.chars[0] as number;
    const inst = k.item(ch, name);
    const body = k.card(who, 0).body ?? 0;
    k.act(0, { type: 'assignStrike', target: ch });
    k.passAll();
    // The strike wounds him (2 + prowess against 13), and the body check waits for its window.
    k.rig([1, 1, Math.min(6, body + 1 - 5), 5]);
    k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: false });
    const top = k.top();
    k.equal(top?.kind === 'chain' ? top.window : top?.kind, 'bodyCheck', 'the body check\'s window');
    k.equal(rollOf(k, 'bodyCheck'), undefined, 'no body check before the window closes');
    if (use) k.use(0, inst, 0, null);
    k.passAll();
    const check = k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck').at(-1);
    k.equal(check?.type === 'roll' ? check.total : null, body + 1, 'the body check roll');
    if (use) {
      k.equal(k.where(ch), 'inPlay', `${who} survives (body ${Math.min(10, body + 2)})`);
      k.equal(k.where(inst), 'discard', name);
    } else k.expect(k.where(ch) !== 'inPlay', `${who} is eliminated (body ${body})`);
  };
  return [
    { title: `used in the body check's window: +2 body saves ${who} from a roll of his body + 1`, run: run(true) },
    { title: `not used: the same roll eliminates ${who}`, run: run(false) },
  ];
}

/**
 * Cram and Strange Rations: "Discard to untap bearer" (not while he is untapped), and "discard during organization
 * phase to allow its bearer's company to play an additional region card" (not in another phase).
 */
export function rationsScenarios(name: string, bearer: string[], other: string[], site: string, minion: boolean): Scenario[] {
  return [
    {
      title: 'discarded to untap its tapped bearer; not usable while he is untapped',
      run: (k0) => {
        const k = minion ? minionKit(k0) : k0;
        const { who, inst } = withCard(k, bearer, site, name);
        k.expect(!k.canUse(0, inst, 0), 'an untapped bearer cannot be untapped');
        k.setStatus(who, 'tapped');
        k.use(0, inst, 0);
        k.equal(k.s.status[who] ?? 'untapped', 'untapped', bearer[0] as string);
        k.equal(k.where(inst), 'discard', name);
      },
    },
    {
      title: 'discarded in the organization phase: the company may enter four regions; not outside the organization phase',
      run: (k0) => {
        const k = minion ? minionKit(k0) : k0;
        const { inst } = withCard(k, bearer, site, name);
        k.expect(longestMove(k) <= 3, 'three regions at most without it');
        k.use(0, inst, 1);
        k.equal(longestMove(k), 4, 'regions offered');
        k.equal(k.where(inst), 'discard', name);
        const second = withCard(k, other, site, name);
        k.phase('site');
        k.expect(!k.canUse(0, second.inst, 1), 'not in the site phase');
      },
    },
  ];
}
