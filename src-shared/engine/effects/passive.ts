/**
 * Passive conditions (coe-rules 9.6: "A card's effects may involve passive conditions, which are a requirement that one or
 * more actions be performed whenever a prescribed set of circumstances is met after the card has already resolved"): after
 * each action (phases/removal.ts afterAction), the `passive` statics of cards in play whose condition the action's events meet
 * are declared by the engine in a new chain of effects (9.6.1: "Actions from passive conditions are declared in a new chain of
 * effects and can be responded to just like normal actions"), which players answer as any chain (effects/chain.ts); each
 * resolves only if its card is still in play (9.6.2, effects/resolve.ts). This module only reads the position.
 */
import { rollsIn } from '../events';
import { cardOf } from '../state';
import type { ChainEntry, GameEvent, GameState } from '../types';
import { defOf } from './defs';
import type { ActiveStatic } from './statics';
import type { ActionBefore, PassiveWhen } from './types';

/** The characters the condition names after this action (the declared actions' targets); none when it did not happen. */
function named(s: GameState, when: PassiveWhen, events: readonly GameEvent[], st: ActiveStatic, before: ActionBefore): number[] {
  switch (when.event) {
    case 'influenceSuccess': {
      const notRaces = when.notRaces ?? [];
      return rollsIn(events)
        .filter((e) => (e.purpose === 'influence' || e.purpose === 'influenceAttempt') && e.result === 'success')
        .flatMap((e) => (e.inst !== undefined && s.chars[e.inst] && !notRaces.includes(cardOf(s, e.inst).race ?? '') ? [e.inst] : []));
    }
    case 'turnEnd':
      // The action that passed the turn on (its 'turn' event) while the bearer's player was active.
      return st.bearer !== null && s.chars[st.bearer]?.owner === before.active && events.some((e) => e.type === 'turn') ? [st.bearer] : [];
  }
}

/** The actions the passive conditions among `statics` (the cards in play) declare after this action; a card discarded after its action declares it once. */
export function passiveDeclarations(s: GameState, statics: readonly ActiveStatic[], events: readonly GameEvent[], before: ActionBefore): ChainEntry[] {
  const out: ChainEntry[] = [];
  for (const st of statics) {
    const effect = st.effect;
    if (effect.on !== 'passive') continue;
    const index = (defOf(cardOf(s, st.inst))?.static ?? []).indexOf(effect);
    if (index < 0) continue;
    const targets = named(s, effect.trigger, events, st, before);
    // "The next … character": a card discarded after its action declares it once.
    for (const target of effect.discardAfter ? targets.slice(0, 1) : targets)
      out.push({ seat: st.owner, inst: st.inst, card: s.cardOf[st.inst] as string, target, window: 'response', passive: index });
  }
  return out;
}
