/** Actions shared by several steps: ending a phase or step, discarding, combat choices, manual adjustments. */
import { z } from 'zod';
import { actionShape, inst, manualOpSchema } from '../actionFields';
import { advanceAssignment, assignableTargets, assignStrike as doAssign, beforeAssignment, resolveStrike as doResolve, topCombat } from '../combat';
import { activeStatics } from '../effects/statics';
import { reject } from '../errors';
import { applyManual, checkManual } from '../manual';
import { handSize, player, removeFrom, statusOf, toDiscard } from '../state';
import { enterEndTurn, enterLongEvent, enterMovementHazard, finishTurn } from './flow';
import { top, type Handler } from './handler';

export const endPhase: Handler<'endPhase'> = {
  schema: actionShape('endPhase', {}),
  steps: ['organization', 'longEvent', 'siteSelect', 'endTurn', 'combat'],
  legal: (s) => {
    const step = top(s);
    if (step.kind === 'combat') return step.stage === 'defenderAssign' ? [{ type: 'endPhase' }] : [];
    return [{ type: 'endPhase' }];
  },
  check: (s) => {
    const step = top(s);
    if (step.kind === 'combat' && step.stage !== 'defenderAssign') return reject('COMBAT', 'strike', 'all strikes must be assigned and resolved');
    return null;
  },
  apply: (s, _seat, _a, ctx) => {
    const step = top(s);
    switch (step.kind) {
      case 'organization':
        enterLongEvent(s, ctx);
        return;
      case 'longEvent':
        for (const st of activeStatics(s)) if (st.effect.on === 'longEventEnd') st.effect.run(s, ctx, { inst: st.inst, owner: st.owner });
        enterMovementHazard(s);
        return;
      case 'siteSelect':
        enterEndTurn(s);
        return;
      case 'endTurn':
        if (step.stage === 'active') step.stage = 'hazard';
        else finishTurn(s, ctx);
        return;
      case 'combat':
        step.stage = 'attackerAssign';
        advanceAssignment(s, step);
        return;
      default:
    }
  },
};

export const discard: Handler<'discard'> = {
  schema: actionShape('discard', { inst }),
  steps: ['discardExcess', 'endTurn'],
  legal: (s, seat) => {
    const step = top(s);
    if (step.kind === 'endTurn' && s.turn.endDiscarded.includes(seat)) return [];
    return player(s, seat).hand.map((inst) => ({ type: 'discard', inst }));
  },
  check: (s, seat, a) => {
    const step = top(s);
    if (step.kind === 'endTurn' && s.turn.endDiscarded.includes(seat)) return reject('ONCE', 'discard', 'one discard at the end of the turn');
    if (step.kind === 'discardExcess' && player(s, seat).hand.length <= handSize(s, seat)) return reject('NO_EXCESS', 'discard', `your hand is at ${handSize(s, seat)}`);
    return player(s, seat).hand.includes(a.inst) ? null : reject('NOT_IN_HAND', 'unknownCard', 'the card is not in your hand');
  },
  apply: (s, seat, a, ctx) => {
    removeFrom(player(s, seat).hand, a.inst);
    toDiscard(s, a.inst, ctx);
    const step = top(s);
    if (step.kind === 'endTurn') s.turn.endDiscarded.push(seat);
  },
};

export const assignStrike: Handler<'assignStrike'> = {
  schema: actionShape('assignStrike', { target: inst }),
  steps: ['combat'],
  legal: (s) => {
    const step = topCombat(s);
    if (!step || (step.stage !== 'defenderAssign' && step.stage !== 'attackerAssign')) return [];
    return assignableTargets(s, step).map((target) => ({ type: 'assignStrike', target }));
  },
  check: (s, _seat, a) => {
    const step = topCombat(s);
    if (!step || (step.stage !== 'defenderAssign' && step.stage !== 'attackerAssign')) return reject('COMBAT', 'strike', 'no strike to assign now');
    return assignableTargets(s, step).includes(a.target) ? null : reject('TARGET', 'strike', step.stage === 'defenderAssign' ? 'the defender assigns strikes to untapped characters without one' : 'the attacker assigns strikes to characters without one');
  },
  apply: (s, _seat, a, ctx) => {
    const step = topCombat(s);
    if (step && !beforeAssignment(s, step, a.target, ctx)) return;
    if (step) doAssign(s, step, a.target);
    ctx.events.push({ type: 'assignStrike', target: a.target });
  },
};

export const allocateExcess: Handler<'allocateExcess'> = {
  schema: actionShape('allocateExcess', { target: inst }),
  steps: ['combat'],
  legal: (s) => {
    const step = topCombat(s);
    if (!step || step.stage !== 'excess') return [];
    return step.slots.map((x) => ({ type: 'allocateExcess', target: x.target }));
  },
  check: (s, _seat, a) => {
    const step = topCombat(s);
    if (!step || step.stage !== 'excess') return reject('COMBAT', 'strike', 'no excess strike to allocate');
    return step.slots.some((x) => x.target === a.target) ? null : reject('TARGET', 'strike', 'excess strikes modify a character facing a strike');
  },
  apply: (s, _seat, a) => {
    const step = topCombat(s);
    if (!step) return;
    const slot = step.slots.find((x) => x.target === a.target);
    if (slot) slot.excess++;
    step.excessLeft--;
    advanceAssignment(s, step);
  },
};

export const resolveStrike: Handler<'resolveStrike'> = {
  schema: actionShape('resolveStrike', { target: inst, stayUntapped: z.boolean() }),
  steps: ['combat'],
  legal: (s) => {
    const step = topCombat(s);
    if (!step || step.stage !== 'resolve') return [];
    return step.slots
      .filter((x) => !x.resolved)
      .flatMap((x) => (statusOf(s, x.target) === 'untapped' ? [false, true] : [false]).map((stayUntapped) => ({ type: 'resolveStrike' as const, target: x.target, stayUntapped })));
  },
  check: (s, _seat, a) => {
    const step = topCombat(s);
    if (!step || step.stage !== 'resolve') return reject('COMBAT', 'strike', 'strikes are not being resolved now');
    if (!step.slots.some((x) => x.target === a.target && !x.resolved)) return reject('TARGET', 'strike', 'that character has no unresolved strike');
    if (a.stayUntapped && statusOf(s, a.target) !== 'untapped') return reject('TAPPED', 'strike', 'only an untapped character can take -3 to stay untapped');
    return null;
  },
  apply: (s, _seat, a, ctx) => {
    const step = topCombat(s);
    if (step) doResolve(s, step, a.target, a.stayUntapped, ctx);
  },
};

export const manual: Handler<'manual'> = {
  schema: actionShape('manual', { op: manualOpSchema }),
  steps: ['organization', 'longEvent', 'mhSelect', 'mhHazards', 'siteSelect', 'siteCompany', 'endTurn', 'combat', 'discardExcess'],
  legal: () => [],
  check: (s, seat, a) => checkManual(s, seat, a.op),
  apply: (s, seat, a, ctx) => applyManual(s, seat, a.op, ctx),
};

