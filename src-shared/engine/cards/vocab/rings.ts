/**
 * Ring items: the special rings a gold ring's test brings from the Ring deck (Arda Revised §2 "The Ring Deck"; rings.ts testRing,
 * which skips a ring that "Cannot be duplicated on a given character" when the bearer holds one).
 */
import type { CardDef, EngineCard, Predicate, StaticEffect } from '../cardApi';
import { ATTACK_ON_COMPANY, notDuplicated, STRIKE_ON_BEARER } from './bearer';

/** "Playable only with a gold ring and after a test indicates …": the test puts it on the gold ring's bearer; never played otherwise. */
export const ONLY_BY_TEST: Predicate = { is: 'ringTestOnly' };

/** A minion ring special item that only a gold ring's test brings into play, with its figures (`statics`). */
export function testedRing(name: string, text: string, statics: StaticEffect[]): CardDef {
  return { name, alignment: ['Minion'], text, play: { side: 'resource', windows: ['site'], requires: [ONLY_BY_TEST] }, static: statics };
}

/** A ring item: a gold ring, a ring special item (Magic, Dwarven, Lesser, Spirit rings, The One Ring) or a Mind Ring. */
export function ringItem(c: EngineCard): boolean {
  return c.itemClass === 'gold ring' || c.ringKind !== null || c.name === 'The One Ring' || c.keywords.some((k) => / ring$/i.test(k));
}

export type SkillRingBonus = { stat: 'prowess' | 'di'; delta: number } | 'cancelStrike' | 'cancelAttack';

/** What "If the bearer is already …" gives: a figure, tapping the ring to cancel a strike against him, tapping him to cancel an attack on his company. */
function alreadyGives(skill: string, bonus: SkillRingBonus): Pick<CardDef, 'static' | 'abilities'> {
  const already: Predicate = { is: 'bearerAlready', skill };
  if (bonus === 'cancelStrike') {
    return { abilities: [{ label: `already a ${skill.toLowerCase()}: tap the ring to cancel a strike against him`, windows: ['strike'], target: { kind: 'strike' }, requires: [STRIKE_ON_BEARER, already], costs: ['tapSelf'], effects: [{ do: 'cancelStrike' }], botUse: true }] };
  }
  if (bonus === 'cancelAttack') {
    return { abilities: [{ label: `already a ${skill.toLowerCase()}: tap the bearer to cancel an attack against his company`, windows: ['attack'], target: { kind: 'none' }, requires: [ATTACK_ON_COMPANY, already], costs: ['tapBearer'], effects: [{ do: 'cancelAttack' }], botUse: true }] };
  }
  return { static: [{ on: 'bearer', stat: bonus.stat, delta: bonus.delta, already: skill }] };
}

/**
 * A Magic Ring (hero or minion) that a gold ring's test brings: "Gives the bearer warrior skill. If the bearer is already a warrior,
 * he gets +2 to prowess" (the `skill` static, read by every skill check: state.ts hasSkill). Scenarios: tests/cards/templates/skillRings.ts.
 */
export function skillRing(skill: string, bonus: SkillRingBonus): Omit<CardDef, 'name' | 'alignment' | 'text'> {
  const more = alreadyGives(skill, bonus);
  return {
    play: { side: 'resource', windows: ['site'], requires: [ONLY_BY_TEST] },
    static: [{ on: 'skill', skill }, ...(more.static ?? [])],
    ...(more.abilities ? { abilities: more.abilities } : {}),
    template: { kind: 'skillRing', args: [skill, bonus] },
  };
}

/** A Mind or Spirit Ring's "-N to mind to a minimum of 1" (state.ts mindOf: control, influence attempts against him). */
export function lowerMind(delta: number): StaticEffect {
  return { on: 'bearer', stat: 'mind', delta };
}

/**
 * A minion Mind Ring, a minor item: "Mind Ring. -1 to mind to a minimum of 1, +1 to prowess. Cannot be duplicated on a given
 * character." Its bearer's mind rising again when the ring is lost may put its player over his general influence until the end of
 * his organization phase (phases/generalInfluence.ts). Scenarios: tests/cards/templates/mindRings.ts.
 */
export function mindRing(name: string, text: string, stat: 'prowess' | 'di' | 'bodyCheck', delta: number): CardDef {
  return { name, alignment: ['Minion'], text, play: { side: 'resource', windows: ['site'], requires: [notDuplicated] }, static: [lowerMind(-1), { on: 'bearer', stat, delta }], template: { kind: 'mindRing', args: [stat, delta] } };
}
