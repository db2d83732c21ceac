/**
 * Passive conditions (coe-rules 9.6: "A card's effects may involve passive conditions, which are a requirement that one or
 * more actions be performed whenever a prescribed set of circumstances is met after the card has already resolved"): after
 * each action (phases/removal.ts afterAction), the `passive` statics of cards in play whose condition the action's events meet
 * are declared by the engine in a new chain of effects (9.6.1: "Actions from passive conditions are declared in a new chain of
 * effects and can be responded to just like normal actions"), which players answer as any chain (effects/chain.ts); each
 * resolves only if its card is still in play (9.6.2, effects/resolve.ts). This module only reads the position (and marks a
 * once-a-turn condition as used).
 */
import { rollsIn } from '../events';
import { cardOf, companyOfChar } from '../state';
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
    case 'wounded':
    case 'itemGained': {
      const bearer = st.bearer;
      if (bearer === null) return [];
      const found = when.event === 'wounded' ? woundedIn(s, events) : itemGainersIn(s, events);
      // 9.6.7: "If multiple occurrences of the same passive condition come into effect at the same time (e.g. … from more than
      // one criteria of the passive condition coming into effect at the same time), the passive conditions' effects are only
      // declared once for all occurrences": one declaration for the action, however many companions it wounded.
      return found.some((c) => together(s, bearer, c, before)) ? [bearer] : [];
    }
  }
}

/** The two characters were in one company before the action, or are now. */
export function together(s: GameState, a: number, b: number, before: ActionBefore): boolean {
  if (companyOfChar(s, a)?.chars.includes(b)) return true;
  const was = before.companies[a];
  return was !== undefined && was === before.companies[b];
}

const isCharacter = (s: GameState, inst: number): boolean => s.catalog.cards[s.cardOf[inst] ?? '']?.type === 'Character';

/** The characters the action wounded: body checks of characters (combat) and cards' `wound` effects, once per wound. */
export function woundedIn(s: GameState, events: readonly GameEvent[]): number[] {
  const out: number[] = [];
  for (const e of events) {
    const inst = 'inst' in e && typeof e.inst === 'number' ? e.inst : null;
    if (inst === null || !isCharacter(s, inst)) continue;
    if ((e.type === 'roll' && e.purpose === 'bodyCheck') || (e.type === 'effect' && e.effect === 'wound')) out.push(inst);
  }
  return out;
}

/** The characters the action gave an item to (items played or taken at a site, transfers, items saved, rings found, items influenced away). */
export function itemGainersIn(s: GameState, events: readonly GameEvent[]): number[] {
  const out: unknown[] = [];
  const isItem = (id: unknown) => typeof id === 'string' && (s.catalog.cards[id]?.itemClass ?? null) !== null;
  for (const e of events) {
    if (e.type === 'playMpCard' && e.success !== false && isItem(e.card)) out.push(e.character);
    else if (e.type === 'playMinorItem') out.push(e.character);
    else if (e.type === 'transferItem' || e.type === 'itemSaved') out.push(e.to);
    else if (e.type === 'ringFound') out.push(e.bearer);
    else if (e.type === 'influenceAttempt' && e.success === true && e.kind === 'item') out.push(e.influencer);
  }
  return out.filter((x): x is number => typeof x === 'number');
}

/** The actions the passive conditions among `statics` (the cards in play) declare after this action; a card discarded after its action declares it once. */
export function passiveDeclarations(s: GameState, statics: readonly ActiveStatic[], events: readonly GameEvent[], before: ActionBefore): ChainEntry[] {
  const out: ChainEntry[] = [];
  for (const st of statics) {
    const effect = st.effect;
    if (effect.on !== 'passive') continue;
    const index = (defOf(cardOf(s, st.inst))?.static ?? []).indexOf(effect);
    if (index < 0) continue;
    const mark = `passive:${st.inst}:${index}`;
    if (effect.oncePerTurn && (s.turn.effectsUsed ?? []).includes(mark)) continue;
    const targets = named(s, effect.trigger, events, st, before);
    if (effect.oncePerTurn && targets.length > 0) (s.turn.effectsUsed ??= []).push(mark);
    // "The next … character": a card discarded after its action declares it once.
    for (const target of effect.discardAfter || effect.oncePerTurn ? targets.slice(0, 1) : targets)
      out.push({ seat: st.owner, inst: st.inst, card: s.cardOf[st.inst] as string, target, window: 'response', passive: index });
  }
  return out;
}
