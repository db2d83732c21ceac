/**
 * Ring items: the special rings a gold ring's test brings from the Ring deck (Arda Revised §2 "The Ring Deck"; rings.ts testRing,
 * which skips a ring that "Cannot be duplicated on a given character" when the bearer holds one).
 */
import { attackRace, cardOf, currentCombat, player, removeFrom, setZones, shuffleInPlace, type AbilitySpec, type CardDef, type EngineCard, type GameState, type Predicate, type StaticEffect } from '../cardApi';
import { ATTACK_ON_COMPANY, notDuplicated, STRIKE_ON_BEARER } from './bearer';
import { prowessToDouble } from './gear';

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

export type SkillRingBonus = { stat: 'prowess' | 'di'; delta: number } | 'cancelStrike' | 'cancelAttack' | 'palantir' | 'fetchMagic';

/** "At the beginning of each of his end-of-turn phases": his player's end-of-turn phase, before that player's end-of-turn discard. */
export const END_TURN_START: Predicate = { is: 'custom', label: 'at the beginning of your end-of-turn phase', test: (q) => q.s.turn.active === q.seat && !q.s.turn.endDiscarded.includes(q.seat) };

/** A magic card of this kind: "Magic. Shadow-magic." opens its text (the card data gives no keyword). */
function magicOfKind(card: EngineCard, kind: string): boolean {
  return new RegExp(`^\\s*Magic\\.\\s+${kind}\\.`, 'i').test(card.text.replace(/<[^>]+>/g, ''));
}

/** The seat's cards of this magic in its set's discard piles and Play deck ("from your discard pile or play deck"). */
function magicCards(s: GameState, seat: number, kind: string): number[] {
  const z = setZones(s, player(s, seat).alignment);
  return [...Object.values(z.discards).flat(), ...z.decks.play].filter((i) => magicOfKind(cardOf(s, i), kind));
}

/**
 * "If the bearer can already use shadow-magic: at the beginning of each of his end-of-turn phases, he may tap to take one shadow-magic card from
 * your discard pile or play deck into your hand. Reshuffle your play deck."
 */
function fetchMagic(kind: string, already: Predicate): AbilitySpec {
  return {
    label: `already a ${kind} user: tap him to take one ${kind} card from your discard pile or play deck into your hand; reshuffle your play deck`,
    windows: ['endTurn'],
    requires: [already, END_TURN_START],
    target: { kind: 'custom', label: `a ${kind} card in your discard pile or play deck`, targets: (s, seat) => magicCards(s, seat, kind) },
    costs: ['tapBearer'],
    effects: [{ do: 'custom', label: `the ${kind} card goes to your hand; your play deck is reshuffled`, run: (q) => {
      const z = setZones(q.s, player(q.s, q.seat).alignment);
      if (q.target === null || ![...Object.values(z.discards), z.decks.play].some((pile) => removeFrom(pile, q.target as number))) return;
      player(q.s, q.seat).hand.push(q.target);
      shuffleInPlace(q.s.rng, z.decks.play);
    } }],
    botUse: true,
  };
}

/**
 * What "If the bearer is already …" gives: a figure, tapping the ring to cancel a strike against him, tapping him to cancel an attack on his company.
 * "If the bearer is already a sage, he may tap to use a Palantír" (`palantir`) gives nothing here: a Palantír's own text says what its use does,
 * and each Palantír's uses read whether its bearer may (vocab/palantiri.ts), as with Saruman's "May tap to use a Palantír he bears".
 */
function alreadyGives(skill: string, bonus: SkillRingBonus): Pick<CardDef, 'static' | 'abilities'> {
  const already: Predicate = { is: 'bearerAlready', skill };
  if (bonus === 'palantir') return {};
  if (bonus === 'fetchMagic') return { abilities: [fetchMagic(skill, already)] };
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

/** "Bearer may make a corruption check modified by -2 to cancel a strike against himself; this does not work against Undead and Nazgûl strikes." */
const ONE_RING_CANCEL: AbilitySpec = {
  label: 'a corruption check modified by -2 to cancel a strike against the bearer (not Undead or Nazgûl)',
  windows: ['strike'],
  target: { kind: 'strike' },
  requires: [
    STRIKE_ON_BEARER,
    { is: 'custom', label: 'a non-Undead, non-Nazgûl strike', test: (q) => { const c = currentCombat(q.s); return c !== undefined && c !== null && !['Undead', 'Nazgûl'].includes(attackRace(q.s, c)); } },
  ],
  costs: [],
  effects: [{ do: 'corruptionCheck', who: 'bearer', modifier: -2 }, { do: 'cancelStrike' }],
  botUse: false,
};

/**
 * The One Ring, which only a gold ring's test brings: "+5 prowess (to a maximum of double the bearer's normal prowess). +5 to body (to a
 * maximum of 10). +5 to direct influence", with the difference from the card data's figures (`data`: its prowess and direct influence
 * bonuses), and the strike cancelled by a corruption check. Its "+1 corruption point to every character in the bearer's company" is
 * corruption.ts corruptionPoints' (ringKind 'one'); its victory, phases/organization.ts destroyOneRing.
 */
export function oneRing(alignment: 'Hero' | 'Minion', text: string, data: { prowess: number; di: number }): CardDef {
  return {
    name: 'The One Ring',
    alignment: [alignment],
    text,
    play: { side: 'resource', windows: ['site'], requires: [ONLY_BY_TEST] },
    abilities: [ONE_RING_CANCEL],
    static: [
      prowessToDouble(5, data.prowess),
      { on: 'gearFigures', body: { bonus: 5, max: 10 } },
      ...(data.di === 5 ? [] : [{ on: 'bearer' as const, stat: 'di' as const, delta: 5 - data.di }]),
    ],
  };
}
