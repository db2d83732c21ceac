/**
 * A site's automatic-attack that is a creature from the hazard player's hand (the Under-deeps sites: "(2nd) Opponent may play as an
 * automatic-attack one non-unique hazard creature from his hand normally keyed to a Shadow-hold [{S}]"; Framsburg: "opponent may play one
 * creature from his hand that is treated in all ways as the site's automatic-attack (if defeated, creature is discarded)").
 *
 * coe-rules 2.V.ii.4: "If an automatic-attack depends on a hazard creature being played as the automatic-attack, the creature card must be
 * played immediately before that attack would be initiated but doing so does not count as playing a creature nor does it count as a creature
 * attack." So as the site's automatic-attacks reach it (combat.ts startAutoAttacks), a hazard player holding a creature that qualifies
 * decides (step `handAutoAttack`, action `playAutoCreature { inst | null }`): the creature attacks as an automatic-attack (Attack.source
 * 'auto', no hazard limit, not a creature attack); defeated it is discarded ("Creature cards played as automatic-attacks are immediately
 * discarded", coe-rules 3.III), worth no marshalling points. Then the site's other automatic-attacks follow.
 */
import { actionShape, instOrNull } from '../actionFields';
import { creatureCardAttack, handCreatures, startAutoAttacks, startCombat } from '../combat';
import { reject } from '../errors';
import { cardOf, player, removeFrom } from '../state';
import type { GameState, Step } from '../types';
import type { Handler } from './handler';

type HandStep = Extract<Step, { kind: 'handAutoAttack' }>;

function handStep(s: GameState): HandStep | null {
  const step = s.stack[s.stack.length - 1];
  return step?.kind === 'handAutoAttack' ? step : null;
}

export const playAutoCreature: Handler<'playAutoCreature'> = {
  schema: actionShape('playAutoCreature', { inst: instOrNull }),
  steps: ['handAutoAttack'],
  legal: (s, seat) => {
    const step = handStep(s);
    if (!step || step.seat !== seat) return [];
    return [...handCreatures(s, seat, step.keying).map((inst) => ({ type: 'playAutoCreature' as const, inst })), { type: 'playAutoCreature' as const, inst: null }];
  },
  check: (s, seat, a) => {
    const step = handStep(s);
    if (!step || step.seat !== seat) return reject('PHASE', 'phase', 'no automatic-attack is played from your hand now');
    if (a.inst === null) return null;
    if (!player(s, seat).hand.includes(a.inst)) return reject('NOT_IN_HAND', 'unknownCard', 'the card is not in your hand');
    if (!handCreatures(s, seat, step.keying).includes(a.inst)) return reject('NOT_KEYED', 'handAutoAttack', `${cardOf(s, a.inst).name} is not a creature this site lets you play as its automatic-attack`);
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const step = handStep(s) as HandStep;
    s.stack.pop();
    if (a.inst === null) {
      ctx.events.push({ type: 'effect', effect: 'custom', label: `${step.siteName}: no creature played as its automatic-attack`, companyId: step.companyId });
      startAutoAttacks(s, step.queue, seat, step.defender, step.companyId, step.siteName, ctx);
      return;
    }
    const card = cardOf(s, a.inst);
    removeFrom(player(s, seat).hand, a.inst);
    ctx.events.push({ type: 'effect', effect: 'custom', label: `${step.siteName}: ${card.name} played as its automatic-attack`, companyId: step.companyId, card: card.id });
    const attack = creatureCardAttack(card, a.inst, { source: 'auto', label: `${step.siteName}: ${card.name}`, attackerSeat: seat, defenderSeat: step.defender, companyId: step.companyId, killMp: 0 });
    startCombat(s, attack, step.queue, ctx, card.strikesEach);
  },
};
