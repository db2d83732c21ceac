/** The turn bar's words for the engine's step stack: the phase, and the step inside it. */
// Relative, not @shared: the unit tests (Node typecheck, no renderer aliases) import this file.
import type { Step } from '../../../../src-shared/engine/types';
import { play } from '../../i18n/messages/play';
import { englishLabels, type Translate } from '../../i18n/translate';

/** English when no `t` is given (unit tests); the turn bar passes vue-i18n's. */
const ENGLISH = englishLabels('play', play.en);

/** Each step kind's phase, as a key under `play.phase`. */
const PHASES: Record<Step['kind'], keyof typeof play.en.phase> = {
  draftAvatar: 'draftAvatar',
  startingCompany: 'startingCompany',
  draftMinor: 'draftMinor',
  startingSite: 'startingSite',
  organization: 'organization',
  longEvent: 'longEvent',
  mhSelect: 'movementHazard',
  mhHazards: 'movementHazard',
  mhDraws: 'movementHazard',
  siteSelect: 'site',
  siteCompany: 'site',
  endTurn: 'endTurn',
  combat: 'combat',
  discardExcess: 'discardExcess',
  chain: 'chain',
  waitTurn: 'endTurn',
  // Dark Arda: the ring test's choice, in the phase the test was made in (mostly organization).
  ringChoice: 'organization',
  // Dark Arda: drawing rings for Whispers of Rings instead of the Treasure hand's refill.
  ringDraw: 'discardExcess',
  // A character leaving play by a hazard (Call of Home): the item his company keeps, in the movement/hazard phase.
  keepItem: 'movementHazard',
  // A site's automatic-attack the hazard player plays from his hand (the Under-deeps sites), in the site phase.
  handAutoAttack: 'site',
  councilChecks: 'council',
  gameOver: 'gameOver',
  // Dark Arda setup (engine phases/darkSetup.ts): shown as the Arda Revised setup phases they stand for.
  selectRingwraith: 'draftAvatar',
  ringwraithFollower: 'draftAvatar',
  darkCompany: 'startingCompany',
  darkItems: 'draftMinor',
};

const COMBAT_STAGES = new Set(['defenderAssign', 'attackerAssign', 'excess', 'resolve']);

/** The step's words, as a key under `play.step` ('' for none); combat names its attack. */
function stepWords(step: Step, t: Translate): string {
  const word = (key: string): string => t(`play.step.${key}`);
  switch (step.kind) {
    case 'mhSelect':
    case 'siteSelect':
      return word('chooseCompany');
    case 'mhHazards':
      return word('hazards');
    case 'mhDraws':
      return word('hazardDraws');
    case 'siteCompany':
      return word(step.stage === 'minor' ? 'extraMinor' : 'atSite');
    case 'endTurn':
      return step.stage === 'hazard' ? word('hazardDiscards') : step.stage === 'active' ? word('activeDiscards') : '';
    case 'combat':
      return `${step.attack.label}: ${COMBAT_STAGES.has(step.stage) ? word(step.stage) : step.stage}`;
    case 'discardExcess':
      return word('discardTo8');
    default:
      return '';
  }
}

/** The outer phase (combat and discards happen inside one) and the current step. */
export function phaseOf(stack: readonly Step[], t: Translate = ENGLISH): { phase: string; step: string } {
  const top = stack[stack.length - 1];
  if (!top) return { phase: '', step: '' };
  const phase = (s: Step): string => t(`play.phase.${PHASES[s.kind]}`);
  const outer = [...stack].reverse().find((s) => s.kind !== 'combat' && s.kind !== 'discardExcess') ?? top;
  const inner = top === outer ? stepWords(top, t) : [phase(top), stepWords(top, t)].filter(Boolean).join(': ');
  return { phase: phase(outer), step: inner };
}

/** The hazard limit of the company facing hazards now, if any. */
export function hazardStep(stack: readonly Step[]): Extract<Step, { kind: 'mhHazards' }> | null {
  for (let i = stack.length - 1; i >= 0; i--) {
    const s = stack[i];
    if (s?.kind === 'mhHazards') return s;
  }
  return null;
}
