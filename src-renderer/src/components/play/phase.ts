/** The turn bar's words for the engine's step stack: the phase, and the step inside it. */
// Relative, not @shared: the unit tests (Node typecheck, no renderer aliases) import this file.
import type { Step } from '../../../../src-shared/engine/types';

const PHASES: Record<Step['kind'], string> = {
  draftAvatar: 'Setup · avatar draft',
  startingCompany: 'Setup · starting company',
  draftMinor: 'Setup · minor item draft',
  startingSite: 'Setup · starting site',
  organization: 'Organization',
  longEvent: 'Long-event phase',
  mhSelect: 'Movement/hazard',
  mhHazards: 'Movement/hazard',
  mhDraws: 'Movement/hazard',
  siteSelect: 'Site phase',
  siteCompany: 'Site phase',
  endTurn: 'End of turn',
  combat: 'Combat',
  discardExcess: 'Hand size',
  chain: 'Chain of effects',
  gameOver: 'Game over',
};

const COMBAT_STAGES: Record<string, string> = {
  defenderAssign: 'defender assigns strikes',
  attackerAssign: 'attacker assigns strikes',
  excess: 'excess strikes',
  resolve: 'strikes resolve',
};

function stepWords(step: Step): string {
  switch (step.kind) {
    case 'mhSelect':
      return 'choose a company';
    case 'mhHazards':
      return 'hazards';
    case 'mhDraws':
      return 'hazard player draws';
    case 'siteSelect':
      return 'choose a company';
    case 'siteCompany':
      return step.stage === 'minor' ? 'extra minor item' : 'at the site';
    case 'endTurn':
      return step.stage === 'hazard' ? 'hazard player discards' : step.stage === 'active' ? 'active player discards' : '';
    case 'combat':
      return `${step.attack.label}: ${COMBAT_STAGES[step.stage] ?? step.stage}`;
    case 'discardExcess':
      return 'discard down to 8';
    default:
      return '';
  }
}

/** The outer phase (combat and discards happen inside one) and the current step. */
export function phaseOf(stack: readonly Step[]): { phase: string; step: string } {
  const top = stack[stack.length - 1];
  if (!top) return { phase: '', step: '' };
  const outer = [...stack].reverse().find((s) => s.kind !== 'combat' && s.kind !== 'discardExcess') ?? top;
  const inner = top === outer ? stepWords(top) : [PHASES[top.kind], stepWords(top)].filter(Boolean).join(': ');
  return { phase: PHASES[outer.kind], step: inner };
}

/** The hazard limit of the company facing hazards now, if any. */
export function hazardStep(stack: readonly Step[]): Extract<Step, { kind: 'mhHazards' }> | null {
  for (let i = stack.length - 1; i >= 0; i--) {
    const s = stack[i];
    if (s?.kind === 'mhHazards') return s;
  }
  return null;
}
