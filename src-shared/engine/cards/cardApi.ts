/**
 * The engine as card definitions see it: the one module card code (cards/defs, cards/vocab)
 * imports from the engine. It names what a card's text may read or change — the state and its
 * helpers, combat, corruption, the chain's queries — so the engine can change behind it, and
 * the engine core never imports a card (tests/unit/engine-layout.test.ts keeps both true).
 */
export type { AbilitySpec, ActionBefore, CardDef, Effect, GearFigures, PlaySpec, Predicate, Query, StaticEffect, TargetSpec, Window } from '../effects/types';
export type { Attack, AutoAttack, CharState, Company, EngineCard, GameEvent, GameState, Modifier, PendingCheck, RegionTypeCode, SiteTypeCode } from '../types';
export type { Ctx } from '../state';
export type { EffectEvent, RollEvent } from '../events';
export { eventsIn, isRoll, rollsIn } from '../events';
export { isDeclaredCard } from '../types';
export { autoAttackToAttack, cancelCombat, startCombat, strikesFixed } from '../combat';
export { corruptionCheck, corruptionPoints, removeCharacter, requestCheck } from '../corruption';
export { bearerOf } from '../effects/abilities';
export { defOf } from '../effects/defs';
export { attackRace, currentCombat, currentMH, raceMatches, topChain } from '../effects/query';
export { applyEffect } from '../effects/resolve';
export { companyDelta, selfBodyCheckDiscard } from '../effects/statics';
export { nameKey } from '../facts';
export { actor, endGame, passTurn } from '../phases/flow';
export { influenceOdds } from '../phases/influence';
export { leavePlayKeepingItem } from '../phases/keepItem';
export { isKeyed } from '../phases/movementHazard';
export { removalOf } from '../phases/removal';
export { deepsMoves, deriveLocations, isUnderDeeps, regionOf, sitePathRegions, sitePathTypes } from '../regions';
export { ringKindsFor, testRing } from '../rings';
export { nextInt, roll2d6, shuffleInPlace } from '../rng';
export { scoreSheet } from '../scoring';
export { inPlayReaching } from '../simultaneous/lanes';
export {
  GENERAL_INFLUENCE, MP_HAND_SIZE, bodyOf, cardOf, combatants, company, companyOfChar, companySize, controlMind, directInfluence, drawCards, hasSkill, isHaven, itemBonusApplies, mindOf, player, prowessOf, removeFrom, sameLocation, setStatus, setZones,
  raceFacing, skillSources, statusOf, toDiscard, unusedDirectInfluence, unusedGeneralInfluence, usedGeneralInfluence,
} from '../state';
export { isDetainment } from '../combat';
export { isOvert } from '../overt';
