import { type CardDef, cardOf, defOf, isDeclaredCard, type EngineCard, type GameState, type Modifier, type Predicate, removeFrom, toDiscard } from '../cardApi';

/** A card whose definition requires a scout to play it ("Scout only", "tap a scout"): its requirements, its target's or its costs. */
function requiresScout(card: EngineCard): boolean {
  const play = defOf(card)?.play;
  if (!play) return false;
  const scout = (p: Predicate) => p.is === 'skill' && p.skill === 'Scout';
  return (play.requires ?? []).some(scout) || (play.target?.kind === 'character' && (play.target.where ?? []).some(scout)) || (play.costs ?? []).some((c) => c.pay === 'tapSkilled' && c.skill === 'Scout');
}

/**
 * The ongoing effects of cards that required a scout to play, on a character: "No creature hazards may be played on his company this
 * turn" (Stealth, Sneakin'), "No strikes of the attack may be assigned to the scout" (Ruse). Only scout cards make these modifications.
 */
const SCOUT_EFFECTS: Modifier['stat'][] = ['noCreatures', 'noStrikes'];

/** Searching Eye's targets: an opponent's card requiring a scout declared in the open chain, or in play, or a character under the ongoing effect of one. */
function scoutTargets(s: GameState, seat: number): number[] {
  const out: number[] = [];
  for (const step of s.stack) if (step.kind === 'chain') for (const e of step.entries) if (e.seat !== seat && isDeclaredCard(e) && requiresScout(cardOf(s, e.inst))) out.push(e.inst);
  for (const p of s.players) if (p.seat !== seat) for (const inst of p.playArea) if (requiresScout(cardOf(s, inst))) out.push(inst);
  for (const m of s.mods) if (SCOUT_EFFECTS.includes(m.stat) && s.chars[m.inst] && s.chars[m.inst]?.owner !== seat && !out.includes(m.inst)) out.push(m.inst);
  return out;
}

const def: CardDef = {
  name: 'Searching Eye',
  // Arda has no on-guard cards (hazards are played in the movement/hazard phase or in response): the on-guard sentence cannot arise.
  text: 'Cancel and discard any card requiring scout skill before it is resolved or cancel any ongoing effect of a card that required scout skill to play.',
  play: {
    side: 'hazard',
    windows: ['response', 'hazard'],
    target: { kind: 'custom', label: 'a card requiring scout skill, or a character under the ongoing effect of one', targets: (s, seat) => scoutTargets(s, seat) },
    // As the chain resolves, the declared card waits off the stack: it is still a card requiring scout skill.
    requires: [{ is: 'custom', label: 'a card requiring scout skill, or its ongoing effect', test: (q) => q.target !== null && (scoutTargets(q.s, q.seat).includes(q.target) || (!q.s.chars[q.target] && requiresScout(cardOf(q.s, q.target)))) }],
  },
  effects: [
    {
      do: 'custom', label: 'cancel and discard the card requiring scout skill, or its ongoing effect',
      run: (q, ctx, chain) => {
        const { s } = q;
        const target = q.target;
        if (target === null) return;
        const i = (chain ?? []).findIndex((e) => e.inst === target);
        if (i >= 0) {
          chain?.splice(i, 1);
          ctx.events.push({ type: 'cancelled', inst: target, card: s.cardOf[target] });
          toDiscard(s, target, ctx);
        } else if (s.chars[target]) {
          s.mods = s.mods.filter((m) => !(m.inst === target && SCOUT_EFFECTS.includes(m.stat)));
          ctx.events.push({ type: 'effect', effect: 'cancelOngoing', inst: target, card: q.card.id });
        } else if (s.players.some((p) => p.playArea.includes(target))) {
          for (const p of s.players) removeFrom(p.playArea, target);
          toDiscard(s, target, ctx);
        }
      },
    },
  ],
};
export default def;
