/**
 * Ring items: the special rings a gold ring's test brings from the Ring deck (Arda Revised §2 "The Ring Deck"; rings.ts testRing,
 * which skips a ring that "Cannot be duplicated on a given character" when the bearer holds one).
 */
import type { CardDef, EngineCard, Predicate, StaticEffect } from '../cardApi';

/** "Playable only with a gold ring and after a test indicates …": the test puts it on the gold ring's bearer; never played otherwise. */
export const ONLY_BY_TEST: Predicate = { is: 'custom', label: 'only with a gold ring and after a test indicates its kind', test: () => false };

/** A minion ring special item that only a gold ring's test brings into play, with its figures (`statics`). */
export function testedRing(name: string, text: string, statics: StaticEffect[]): CardDef {
  return { name, alignment: ['Minion'], text, play: { side: 'resource', windows: ['site'], requires: [ONLY_BY_TEST] }, static: statics };
}

/** A ring item: a gold ring, a ring special item (Magic, Dwarven, Lesser, Spirit rings, The One Ring) or a Mind Ring. */
export function ringItem(c: EngineCard): boolean {
  return c.itemClass === 'gold ring' || c.ringKind !== null || c.name === 'The One Ring' || c.keywords.some((k) => / ring$/i.test(k));
}
