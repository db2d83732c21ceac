/**
 * The Palantíri: "With its bearer able to use a Palantír, tap <Palantír> to … Bearer (then) makes a corruption check."
 *
 * Who is able to use a Palantír (coe-rules glossary "use": "an active condition of a keyworded card requiring a character be able
 * to “use” its effect (e.g. being able to use a Palantír …)"; coe-rules 6.1.R2: "Ringwraiths may bear items but those items cannot
 * be used"):
 * - its bearer, while an Align Palantír ("Bearer now has the ability to use the Palantír") or a Focus Palantír ("If the bearer of the
 *   Palantír is not a Ringwraith, he now has the ability to use the Palantír") lies on it (`GameState.playedOn`, vocab/onCard.ts);
 * - by tapping himself too: Saruman and Calendal ("May tap to use a Palantír he bears"), a bearer of a Magic Ring of Lore or of
 *   Enigma already a sage ("If the bearer is already a sage, he may tap to use a Palantír"), and a sage bearing the minion Palantír of
 *   Elostirion ("the bearer is able to use this Palantír this turn if he taps").
 * Each use is therefore two abilities: tap the Palantír (able by Align / Focus Palantír), or tap the Palantír and its bearer.
 */
import {
  bearerOf, cardOf, hasSkill, nameKey, player, removeFrom, setZones, shuffleInPlace, skillSources,
  type AbilitySpec, type CardDef, type Ctx, type Effect, type GameState, type Predicate, type Query, type StaticEffect, type TargetSpec,
} from '../cardApi';
import { discardInPlay } from './bearer';
import { discardWithUnder, inPlay, placeOnTarget } from './onCard';
import { discardToPlayDeck, playDiscard } from './playDeck';
import { ANY_PHASE } from './resourcePlay';
import { revealRandom } from './reveal';

/** What one use of a Palantír does (besides tapping it and the bearer's corruption check). */
export interface PalantirUse {
  label: string;
  target?: TargetSpec;
  requires?: Predicate[];
  effects: Effect[];
}

const ALIGNERS = ['Align Palantír', 'Focus Palantír'].map(nameKey);
const TAP_USERS = ['Saruman', 'Calendal'].map(nameKey);
const SAGE_RINGS = ['Magic Ring of Lore', 'Magic Ring of Enigma'].map(nameKey);

/** The card a Palantír use concerns is a Palantír borne by a character who is not a Ringwraith (coe-rules 6.1.R2). */
function usableBearer(q: Query): number | null {
  const b = q.bearer ?? null;
  return b !== null && cardOf(q.s, b).race !== 'Ringwraith' ? b : null;
}

/** An Align or Focus Palantír of a play area lies on this Palantír. */
function alignedOn(s: GameState, palantir: number): boolean {
  return Object.entries(s.playedOn ?? {}).some(([ev, on]) => on === palantir && ALIGNERS.includes(cardOf(s, Number(ev)).key) && s.players.some((p) => p.playArea.includes(Number(ev))));
}

/** "Bearer now has the ability to use the Palantír": an Align / Focus Palantír on it. */
export const ALIGNED: Predicate = { is: 'custom', label: 'its bearer able to use a Palantír (Align or Focus Palantír on it)', test: (q) => usableBearer(q) !== null && alignedOn(q.s, q.inst) };

/** "May tap to use a Palantír he bears" (Saruman, Calendal); "If the bearer is already a sage, he may tap to use a Palantír" (Magic Ring of Lore / Enigma); `sage`: any sage ("If the bearer is a sage: … the bearer is able to use this Palantír this turn if he taps"). */
function tapsToUse(sage: boolean): Predicate {
  return {
    is: 'custom',
    label: 'its bearer able to use a Palantír if he taps',
    test: (q) => {
      const b = usableBearer(q);
      if (b === null) return false;
      if (TAP_USERS.includes(cardOf(q.s, b).key) || (sage && hasSkill(q.s, b, 'Sage'))) return true;
      return (q.s.chars[b]?.items ?? []).some((i) => SAGE_RINGS.includes(cardOf(q.s, i).key)) && skillSources(q.s, b, 'Sage') >= 2;
    },
  };
}

/** "Bearer makes a corruption check." */
export const BEARER_CHECK: Effect = { do: 'corruptionCheck', who: 'bearer', modifier: 0 };

/**
 * The abilities of one use: tapping the Palantír with its bearer able to use it (Align / Focus Palantír), or tapping it and its
 * bearer (`sage`: a sage bearer may, Palantír of Elostirion); each followed by the bearer's corruption check. Played in the
 * player's own phases (the text gives no time).
 */
export function palantirUses(uses: PalantirUse[], o: { sage?: boolean } = {}): AbilitySpec[] {
  return uses.flatMap((u) => [
    { label: `tap it: ${u.label}; bearer makes a corruption check`, windows: ANY_PHASE, requires: [ALIGNED, ...(u.requires ?? [])], ...(u.target ? { target: u.target } : {}), costs: ['tapSelf'], effects: [...u.effects, BEARER_CHECK] },
    { label: `tap it and its bearer: ${u.label}; bearer makes a corruption check`, windows: ANY_PHASE, requires: [tapsToUse(o.sage ?? false), ...(u.requires ?? [])], ...(u.target ? { target: u.target } : {}), costs: ['tapSelf', 'tapBearer'], effects: [...u.effects, BEARER_CHECK] },
  ]);
}

/**
 * A Palantír of this name and alignment ('Hero' / 'Minion': "the minion Palantír of Annúminas") is borne by a character ("if either one is
 * in play", "any Palantír in play"); a stored one is out of play.
 */
export function palantirInPlay(name: string, alignment: string): Predicate {
  const key = nameKey(name);
  return {
    is: 'custom',
    label: `${name} in play`,
    test: (q) => Object.values(q.s.chars).some((ch) => ch.items.some((i) => cardOf(q.s, i).key === key && cardOf(q.s, i).alignment === alignment)),
  };
}

/** The same use, open only while that Palantír is in play ("tap it to use the abilities of … if either one is in play"). */
export function usesOf(name: string, alignment: string, uses: PalantirUse[]): PalantirUse[] {
  return uses.map((u) => ({ ...u, label: `as ${name}: ${u.label}`, requires: [palantirInPlay(name, alignment), ...(u.requires ?? [])] }));
}

/** The Play deck of this alignment (Arda: one communal Play deck per set). */
function playDeckOf(s: GameState, seat: number): number[] {
  return setZones(s, player(s, seat).alignment).decks.play;
}

/** Its top `n` cards shuffled among themselves (the top of a deck is its first card: state.ts drawFrom). */
function shuffleTop(s: GameState, deck: number[], n: number): void {
  const top = deck.splice(0, n);
  shuffleInPlace(s.rng, top);
  deck.unshift(...top);
}

/**
 * Palantír of Minas Tirith: "look at the top five cards of your play deck; shuffle these 5 cards and return them to the top of your play
 * deck. Do the same to your opponent's play deck." Arda has one communal Play deck per set: an opponent of the same alignment draws from
 * the same deck (its top five are shuffled again), one of the other alignment from his set's.
 */
export const MINAS_TIRITH: PalantirUse[] = [{
  label: 'look at the top five cards of your play deck and shuffle them; the same with your opponent\'s',
  effects: [{ do: 'custom', label: 'the top five cards of your play deck, then of your opponent\'s, are shuffled', run: (q) => {
    shuffleTop(q.s, playDeckOf(q.s, q.seat), 5);
    shuffleTop(q.s, playDeckOf(q.s, q.s.turn.firstHazard), 5);
  } }],
}];

/** Palantír of Orthanc: "with at least 5 cards in your play deck, … choose one card from your discard pile to place in your play deck (reshuffle the play deck)". */
export const ORTHANC: PalantirUse[] = [{
  label: 'a card of your discard pile into your play deck, reshuffled',
  requires: [{ is: 'custom', label: 'at least 5 cards in your play deck', test: (q) => playDeckOf(q.s, q.seat).length >= 5 }],
  target: { kind: 'custom', label: 'a card in your discard pile', targets: (s, seat) => [...(s.sets[player(s, seat).alignment]?.discards.play ?? [])] },
  effects: [{ do: 'custom', label: 'the card goes into your play deck, which is reshuffled', run: discardToPlayDeck }],
}];

/** A "Sage only" card: its text opens so. */
function sageOnly(s: GameState, inst: number): boolean {
  return /^\s*Sage only\b/i.test(cardOf(s, inst).text);
}

/** The target leaves the Play deck or the Play discard pile for the hand; the Play deck is reshuffled ("Reshuffle your play deck"). */
export function toHandReshuffled(q: Query, ctx: Ctx): void {
  const deck = playDeckOf(q.s, q.seat);
  if (q.target === null || !(removeFrom(deck, q.target) || removeFrom(playDiscard(q), q.target))) return;
  player(q.s, q.seat).hand.push(q.target);
  shuffleInPlace(q.s.rng, deck);
  void ctx;
}

/** Palantír of Annúminas: "search through your play deck and discard pile for a “sage only” card. Put this card in your hand. Reshuffle your play deck." */
export const ANNUMINAS: PalantirUse[] = [{
  label: 'a "sage only" card of your play deck or discard pile into your hand; reshuffle your play deck',
  target: { kind: 'custom', label: 'a "sage only" card in your play deck or discard pile', targets: (s, seat) => [...playDeckOf(s, seat), ...(s.sets[player(s, seat).alignment]?.discards.play ?? [])].filter((i) => sageOnly(s, i)) },
  effects: [{ do: 'custom', label: 'the card goes to your hand; your play deck is reshuffled', run: toHandReshuffled }],
}];

/** Minion Palantír of Elostirion: "tap Palantír of Elostirion to draw a card". */
export const ELOSTIRION_MINION: PalantirUse[] = [{ label: 'draw a card', effects: [{ do: 'draw', who: 'self', count: 1 }] }];

/** The corruption cards on the seat's Elves and Wizards. */
function corruptionOnElvesAndWizards(s: GameState, seat: number): number[] {
  return Object.entries(s.chars)
    .filter(([inst, ch]) => ch.owner === seat && ['Elf', 'Wizard'].includes(cardOf(s, Number(inst)).race ?? ''))
    .flatMap(([, ch]) => ch.hazards.filter((h) => cardOf(s, h).keywords.includes('Corruption')));
}

/** Hero Palantír of Elostirion: "tap Palantír of Elostirion to remove one corruption card from an Elf or a Wizard under your control". */
export const ELOSTIRION_HERO: PalantirUse[] = [{
  label: 'remove one corruption card from an Elf or a Wizard under your control',
  target: { kind: 'custom', label: 'a corruption card on an Elf or a Wizard under your control', targets: corruptionOnElvesAndWizards },
  effects: [{ do: 'discardTarget' }],
}];

/** Palantír of Amon Sûl: "tap Palantír of Amon Sûl to look at your opponent's hand" (the opponent this turn: the first hazard player). */
export const AMON_SUL_LOOK: PalantirUse[] = [{
  label: 'look at your opponent\'s hand',
  effects: [{ do: 'custom', label: 'your opponent shows you his hand', run: (q, ctx) => revealRandom(q.s, q.s.turn.firstHazard, player(q.s, q.s.turn.firstHazard).hand.length, ctx, q.card.name) }],
}];

/** Palantír of Osgiliath: "tap Palantír of Osgiliath to force the discard of any hazard permanent-event". */
export const OSGILIATH_DISCARD: PalantirUse[] = [{
  label: 'discard a hazard permanent-event',
  target: { kind: 'cardInPlay', match: { type: 'Hazard', subtypes: ['Permanent-event'] } },
  effects: [{ do: 'discardTarget' }],
}];

/**
 * "If the bearer's company is ever below N characters and it moves, discard this item" (`below`), "Discard if the bearer moves" (none):
 * as the bearer's company's movement/hazard phase ends with a destination (phases/flow.ts mhEnd).
 */
export function discardIfMoves(below?: number): StaticEffect {
  return {
    on: 'mhEnd',
    run: (s, companyId, ctx, self) => {
      const co = s.companies.find((c) => c.id === companyId);
      if (!co || !self || self.bearer === null || !co.chars.includes(self.bearer)) return;
      if (below === undefined || co.chars.length < below) discardInPlay(s, self.inst, ctx);
    },
  };
}

/** A Palantír borne by one of the seat's characters whose company has a sage ("Playable on a Palantír with a sage in the company"). */
function palantiriWithSage(s: GameState, seat: number): number[] {
  return s.companies.filter((co) => co.chars.some((c) => hasSkill(s, c, 'Sage'))).flatMap((co) => co.chars.filter((c) => s.chars[c]?.owner === seat).flatMap((c) => (s.chars[c]?.items ?? []).filter((i) => cardOf(s, i).keywords.includes('Palantír'))));
}

/**
 * Align Palantír / Focus Palantír: "Sage only. Playable on a Palantír with a sage in the company … Discard … if the company carrying the
 * Palantír moves." The event lies in its player's play area, played on the Palantír; it leaves play with it. Align Palantír (`align`):
 * "If the Palantír is stored, this card is stored too", and not on a Palantír that has one already ("Cannot be duplicated on a given
 * Palantír").
 */
export function alignPalantir(align: boolean): Pick<CardDef, 'play' | 'effects' | 'static'> {
  return {
    play: {
      side: 'resource',
      windows: ANY_PHASE,
      target: { kind: 'custom', label: 'a Palantír with a sage in the company', targets: palantiriWithSage },
      ...(align ? { requires: [{ is: 'custom' as const, label: 'not yet aligned', test: (q: Query) => q.target !== null && !alignedOn(q.s, q.target) }] } : {}),
    },
    // A permanent-event stays in its player's play area by its type (effects/resolve.ts).
    effects: [placeOnTarget],
    static: [
      {
        on: 'mhEnd',
        run: (s, companyId, ctx, self) => {
          const under = s.playedOn?.[self?.inst ?? -1];
          if (!self || under === undefined || !s.players.some((p) => p.playArea.includes(self.inst))) return;
          const bearer = bearerOf(s, under);
          if (bearer !== null && s.chars[bearer]?.company === companyId) discardWithUnder(s, self.inst, ctx);
        },
      },
      {
        on: 'afterAction',
        run: (s, _events, ctx, self) => {
          const under = s.playedOn?.[self.inst];
          const owner = s.players.find((p) => p.playArea.includes(self.inst));
          if (under === undefined || !owner || inPlay(s, under)) return;
          if (align && owner.mpPile.includes(under)) {
            removeFrom(owner.playArea, self.inst);
            owner.mpPile.push(self.inst);
          } else discardWithUnder(s, self.inst, ctx);
        },
      },
    ],
  };
}
