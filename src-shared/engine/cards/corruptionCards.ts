/**
 * Card definitions: corruption cards (hazard permanent-events with the keyword Corruption),
 * played on a character of the moving company, with their corruption points (the card data's
 * corruption figure, counted by corruption.ts), their extra checks, and their removal
 * ("During his organization phase, the character may tap to attempt to remove this card. Make a
 * roll—if the result is greater than N, discard this card": action removeHazard, phases/removal.ts).
 * Spread into HAZARD_EVENTS (hazardEvents.ts).
 */
import { corruptionCheck, corruptionPoints, removeCharacter, requestCheck } from '../corruption';
import type { ActionBefore, CardDef, Predicate, Query, Scenario, StaticEffect } from '../effects/types';
import { nameKey } from '../facts';
import { influenceOdds } from '../phases/influence';
import { regionOf, sitePathTypes } from '../regions';
import { movingWithHazard, rolls } from '../../../tests/cards/kit/hazardSteps';
import type { ScenarioKit } from '../../../tests/cards/kit/kit';
import { cardOf, company, companyOfChar, GENERAL_INFLUENCE, isHaven, statusOf, usedGeneralInfluence } from '../state';
import type { GameEvent, GameState, RegionTypeCode } from '../types';
import { atEndOfUntap } from './vocab/untapPhase';

/** The target is not of these races (Ringwraith, Wizard, Hobbit, Dwarf, Orc). */
function notRace(...races: string[]): Predicate {
  return { is: 'custom', label: `non-${races.join(', non-')}`, test: (q: Query) => q.target !== null && !races.includes(cardOf(q.s, q.target).race ?? '') };
}

/**
 * Arda Revised §7 Corruption: one corruption card per character per turn; and "Cannot be duplicated
 * on a given character".
 */
function placeable(name: string, corruption = true): Predicate[] {
  const key = nameKey(name);
  return [
    ...(corruption ? [{ is: 'custom', label: 'no corruption card played on him this turn', test: (q: Query) => q.target !== null && !q.s.turn.corruptionCardOn.includes(q.target) } as const] : []),
    { is: 'custom', label: `no ${name} on him already`, test: (q) => q.target !== null && !(q.s.chars[q.target]?.hazards ?? []).some((h) => cardOf(q.s, h).key === key) },
  ];
}

function corruptionPlay(name: string, where: Predicate[], corruption = true): CardDef['play'] {
  return { side: 'hazard', windows: ['hazard'], target: { kind: 'character', side: 'company', where: [...where, ...placeable(name, corruption)] } };
}

/** The bearer makes `n` corruption checks (as long as he stays in play). */
function checks(s: GameState, bearer: number, n: number, ctx: Parameters<typeof corruptionCheck>[3], why: string, modifier = 0): void {
  for (let i = 0; i < n; i++) requestCheck(s, { inst: bearer, modifier, why, failure: 'byMargin' }, ctx);
}

const removal = (above: number): StaticEffect => ({ on: 'removal', above, tap: true });

/** The characters a wound event names: body checks of characters (combat) and `wound` effects of cards. */
function woundedBy(s: GameState, events: readonly GameEvent[]): number[] {
  const out: number[] = [];
  for (const e of events) {
    const inst = 'inst' in e && typeof e.inst === 'number' ? e.inst : null;
    if (inst === null || s.catalog.cards[s.cardOf[inst] ?? '']?.type !== 'Character') continue;
    if ((e.type === 'roll' && e.purpose === 'bodyCheck') || (e.type === 'effect' && e.effect === 'wound')) out.push(inst);
  }
  return out;
}

/** The characters an action gave an item to (items played or taken at a site, transfers, items saved, rings found, items influenced away). */
function itemGainers(s: GameState, events: readonly GameEvent[]): number[] {
  const out: number[] = [];
  const isItem = (id: unknown) => typeof id === 'string' && (s.catalog.cards[id]?.itemClass ?? null) !== null;
  for (const e of events) {
    if (e.type === 'playMpCard' && e.success !== false && isItem(e.card)) out.push(e.character as number);
    else if (e.type === 'playMinorItem') out.push(e.character as number);
    else if (e.type === 'transferItem' || e.type === 'itemSaved') out.push(e.to as number);
    else if (e.type === 'ringFound') out.push(e.bearer as number);
    else if (e.type === 'influenceAttempt' && e.success === true && e.kind === 'item') out.push(e.influencer as number);
  }
  return out.filter((x) => typeof x === 'number');
}

/** The two characters were in one company before the action (or are now). */
function together(s: GameState, a: number, b: number, before: ActionBefore): boolean {
  const now = companyOfChar(s, a);
  if (now && now.chars.includes(b)) return true;
  const ca = before.companies[a];
  return ca !== undefined && ca === before.companies[b];
}

/** At the end of his company's movement/hazard phase, the moving bearer makes `count` checks (of its site path; null without an origin region). */
function checksAtMhEnd(name: string, count: (path: RegionTypeCode[] | null, regions: string[]) => number): StaticEffect {
  return {
    on: 'mhEnd',
    run: (s, companyId, ctx, self) => {
      const co = company(s, companyId);
      const bearer = self?.bearer ?? null;
      if (!co?.dest || bearer === null || !co.chars.includes(bearer)) return;
      const origin = regionOf(s.catalog, co.site);
      checks(s, bearer, count(origin ? sitePathTypes(s.catalog, origin, co.dest.regions) : null, co.dest.regions), ctx, name);
    },
  };
}

/** After each action, the bearer makes a check for each character of his company (before or after it) that the action's events name. */
function checksForCompany(name: string, named: (s: GameState, events: readonly GameEvent[]) => number[]): StaticEffect {
  return {
    on: 'afterAction',
    run: (s, events, ctx, self, before) => {
      const bearer = self.bearer;
      if (bearer === null) return;
      const n = named(s, events).filter((c) => together(s, bearer, c, before)).length;
      checks(s, bearer, n, ctx, name);
    },
  };
}

// ---- scenario helpers ----

/** The card (in the hand) cannot be played on these characters; played on the bearer, it gives him 2 corruption points. */
function playedForTwo(k: ScenarioKit, card: number, bearer: number, refusals: [number, string][]): void {
  for (const [who, why] of refusals) k.expect(!k.canPlay(1, card, who), why);
  const before = corruptionPoints(k.s, bearer);
  k.play(1, card, bearer);
  k.equal(corruptionPoints(k.s, bearer) - before, 2, 'corruption points received');
}

/** The card goes on the target from the hazard player's hand, in the company's movement/hazard phase. */
function playOn(k: ScenarioKit, name: string, companyId: string, target: number): number {
  const card = k.hand(1, name);
  k.movement(companyId, 'Bree', ['Arthedain']);
  k.play(1, card, target);
  k.expect((k.s.chars[target]?.hazards ?? []).includes(card), `${name} is on the character`);
  return card;
}

/** A successful and a failed removal (2D6 greater than `above`), and the refusals: tapped bearer, outside the organization phase. */
function removalScenarios(name: string, above: number, who: string, seat = 0): Scenario[] {
  const hi = above + 1;
  const hazard = 1 - seat;
  /** The bearer, with the card on him, in his player's organization phase. */
  const setUp = (k: ScenarioKit) => {
    const { chars } = k.company(seat, [who], seat === 0 ? 'Rivendell' : 'Minas Morgul');
    const bearer = chars[0] as number;
    const card = k.attach(bearer, name, hazard);
    k.s.turn.active = seat;
    k.s.turn.firstHazard = hazard;
    k.phase('organization');
    return { bearer, card };
  };
  const lo = above;
  const split = (n: number): [number, number] => [Math.min(6, n - 1), n - Math.min(6, n - 1)];
  return [
    {
      title: `removal: ${who} taps and rolls ${hi} (greater than ${above}): the card is discarded`,
      run: (k) => {
        const { bearer, card } = setUp(k);
        k.expect(k.legal(seat).some((a) => a.type === 'removeHazard' && a.inst === card && a.bearer === bearer), 'the removal is offered');
        k.rig(split(hi));
        k.act(seat, { type: 'removeHazard', inst: card, bearer });
        const roll = rolls(k.events, 'removal')[0];
        k.equal(roll?.total, hi, 'the roll');
        k.equal(roll?.result, 'removed', 'the result');
        k.expect(!(k.s.chars[bearer]?.hazards ?? []).includes(card), 'the card left the character');
        k.equal(k.where(card), 'discard', 'where the card is');
        k.equal(statusOf(k.s, bearer), 'tapped', 'the bearer tapped');
      },
    },
    {
      title: `removal: a roll of ${lo} (not greater than ${above}) fails: the card stays, the bearer is tapped; a tapped bearer may not try again`,
      run: (k) => {
        const { bearer, card } = setUp(k);
        k.rig(split(lo));
        k.act(seat, { type: 'removeHazard', inst: card, bearer });
        k.equal(rolls(k.events, 'removal')[0]?.result, 'stays', 'the result');
        k.expect((k.s.chars[bearer]?.hazards ?? []).includes(card), 'the card stays');
        k.equal(statusOf(k.s, bearer), 'tapped', 'the bearer tapped');
        k.expect(!k.legal(seat).some((a) => a.type === 'removeHazard'), 'no removal offered to a tapped bearer');
        k.refused(seat, { type: 'removeHazard', inst: card, bearer });
      },
    },
    {
      title: 'removal is refused outside the organization phase and to the hazard player',
      run: (k) => {
        const { bearer, card } = setUp(k);
        k.phase('longEvent');
        k.refused(seat, { type: 'removeHazard', inst: card, bearer });
        k.phase('organization');
        k.refused(hazard, { type: 'removeHazard', inst: card, bearer });
        k.expect((k.s.chars[bearer]?.hazards ?? []).includes(card), 'the card stays');
      },
    },
  ];
}

/**
 * A card played on a character of the moving company and attached to him, with its continuous effects and its
 * removal (the bearer taps in his organization phase; a roll greater than `above` discards it), scenarios included:
 * the card's own, then the removal's with `who` (Aragorn II) as the bearer of seat `seat` (0).
 */
function corruptionCard(o: { name: string; text: string; where: Predicate[]; above: number; corruption?: boolean; who?: string; seat?: number; static?: StaticEffect[]; scenarios: Scenario[] }): CardDef {
  return {
    name: o.name,
    text: o.text,
    play: corruptionPlay(o.name, o.where, o.corruption),
    effects: [{ do: 'attach', to: 'target' }],
    static: [...(o.static ?? []), removal(o.above)],
    scenarios: [...o.scenarios, ...removalScenarios(o.name, o.above, o.who ?? 'Aragorn II', o.seat)],
  };
}

/** These events hold one corruption check for the card, made by its bearer. */
function oneCheckBy(k: ScenarioKit, events: GameEvent[], name: string, bearer: number, what: string): void {
  const made = rolls(events, 'corruption', name);
  k.equal(made.length, 1, 'checks');
  k.equal(made[0]?.inst, bearer, what);
}

/** Seat 1's turn ends and seat 0's begins (his untap phase). */
function nextOwnTurn(k: ScenarioKit): GameEvent[] {
  return k.toNextTurn(1);
}

/** Ends the moving company's movement/hazard phase (the hazard player passes). */
function endMH(k: ScenarioKit): GameEvent[] {
  const events = k.act(1, { type: 'passHazards' });
  return events;
}

export const CORRUPTION_CARDS: CardDef[] = [
  corruptionCard({
    name: 'Alone and Unadvised',
    text:
      'Corruption. Playable on a non-Wizard, non-Ringwraith character in a company with 3 or fewer characters. Target character makes a corruption check at the end of his movement/hazard phase for each region he moved through. All of his corruption checks are modified by adding the number of characters in his company. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 6, discard this card. Discard this card if his company has 4 or more characters. Cannot be duplicated on a given character.',
    where: [
      notRace('Wizard', 'Ringwraith'),
      { is: 'custom', label: 'in a company with 3 or fewer characters', test: (q) => q.target !== null && (companyOfChar(q.s, q.target)?.chars.length ?? 99) <= 3 },
    ],
    above: 6,
    static: [
      { on: 'bearer', stat: 'corruptionCheck', delta: 0, deltaOf: (s, bearer) => companyOfChar(s, bearer)?.chars.length ?? 0 },
      // The regions he moved through: the site path, origin region and each region entered.
      checksAtMhEnd('Alone and Unadvised', (path, regions) => (path ? path.length : regions.length)),
      { on: 'discardWhen', label: 'his company has 4 or more characters', test: (s, bearer) => (companyOfChar(s, bearer)?.chars.length ?? 0) >= 4 },
    ],
    scenarios: [
      {
        title: 'played on a character of a 3-character company; not on a Wizard, not in a company of 4',
        run: (k) => {
          const { chars, card } = movingWithHazard(k, 'Alone and Unadvised', ['Aragorn II', 'Legolas', 'Gandalf']);
          k.expect(!k.canPlay(1, card, chars[2] as number), 'not on Gandalf (a Wizard)');
          k.play(1, card, chars[0] as number);
          k.expect((k.s.chars[chars[0] as number]?.hazards ?? []).includes(card), 'on Aragorn II');
          const big = k.company(0, ['Gimli', 'Bilbo', 'Frodo', 'Faramir'], 'Rivendell');
          const other = k.hand(1, 'Alone and Unadvised');
          k.movement(big.id, 'Bree', ['Arthedain']);
          k.expect(!k.canPlay(1, other), 'no target in a company of 4');
        },
      },
      {
        title: 'his corruption checks get + the number of characters in his company; at the end of the movement/hazard phase one check per region moved through',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
          const bearer = chars[0] as number;
          playOn(k, 'Alone and Unadvised', id, bearer);
          k.rig([6, 6, 6, 6]);
          const events = endMH(k);
          const checksMade = rolls(events, 'corruption', 'Alone and Unadvised');
          k.equal(checksMade.length, 2, 'checks (Rhudaur, Arthedain)');
          const mod = (checksMade[0]?.mods as { label: string; value: number }[]).find((m) => m.label === 'Alone and Unadvised');
          k.equal(mod?.value, 2, 'modifier: 2 characters in his company');
          k.expect(rolls(events, 'corruption').every((e) => e.inst === bearer), 'only the bearer checks');
          // The card's printed corruption points (4 in the data) count while it is on him.
          k.equal(corruptionPoints(k.s, bearer), k.card('Alone and Unadvised', 1).corruption, 'corruption points from the card');
        },
      },
      {
        title: 'discarded when his company reaches 4 characters',
        run: (k) => {
          const a = k.company(0, ['Aragorn II', 'Legolas', 'Gimli'], 'Rivendell');
          const b = k.company(0, ['Bilbo'], 'Rivendell');
          const card = k.attach(a.chars[0] as number, 'Alone and Unadvised');
          k.phase('organization');
          k.act(0, { type: 'joinCompany', companyId: b.id, intoCompanyId: a.id });
          k.equal(k.where(card), 'discard', 'where the card is');
          k.expect(k.events.some((e) => e.type === 'hazardDiscarded' && e.inst === card), 'the discard is reported');
        },
      },
    ],
  }),
  corruptionCard({
    name: 'Lure of Nature',
    text:
      'Corruption. Playable on a non-Hobbit, non-Dwarf, non-Orc, non-Ringwraith character. Target character receives 2 corruption points and makes a corruption check at the end of his movement/hazard phase for each Wilderness [{w}] in his company’s site path. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 4, discard this card. Cannot be duplicated on a given character.',
    where: [notRace('Hobbit', 'Dwarf', 'Orc', 'Ringwraith')],
    above: 4,
    static: [
      checksAtMhEnd('Lure of Nature', (path) => (path ? path.filter((t) => t === 'w').length : 0)),
    ],
    scenarios: [
      {
        title: '2 corruption points; one check per Wilderness of the site path (Rhudaur, Arthedain); not on a Hobbit or a Dwarf',
        run: (k) => {
          const { chars, card } = movingWithHazard(k, 'Lure of Nature', ['Aragorn II', 'Bilbo', 'Gimli']);
          const bearer = chars[0] as number;
          playedForTwo(k, card, bearer, [
            [chars[1] as number, 'not on Bilbo (a Hobbit)'],
            [chars[2] as number, 'not on Gimli (a Dwarf)'],
          ]);
          k.rig([6, 6, 6, 6]);
          const events = endMH(k);
          k.equal(rolls(events, 'corruption', 'Lure of Nature').length, 2, 'checks (two Wildernesses)');
        },
      },
      {
        title: 'a second Lure of Nature cannot go on him',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II'], 'Rivendell');
          const bearer = chars[0] as number;
          k.attach(bearer, 'Lure of Nature');
          const card = k.hand(1, 'Lure of Nature');
          k.movement(id, 'Bree', ['Arthedain']);
          k.expect(!k.canPlay(1, card, bearer), 'cannot be duplicated on a given character');
        },
      },
    ],
  }),
  corruptionCard({
    name: 'Lure of the Senses',
    text:
      'Corruption. Playable on a non-Ringwraith character. Target character receives 2 corruption points and makes a corruption check at the end of his untap phase if at a Haven/Darkhaven [{H}]. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 6, discard this card. Cannot be duplicated on a given character.',
    where: [notRace('Ringwraith')],
    above: 6,
    static: [
      atEndOfUntap((s, bearer, ctx) => {
        const co = companyOfChar(s, bearer);
        if (co && isHaven(s, co.site)) checks(s, bearer, 1, ctx, 'Lure of the Senses');
      }),
    ],
    scenarios: [
      {
        title: '2 corruption points; a check at the end of his untap phase at a Haven (Rivendell), none elsewhere (Bree)',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
          const bearer = chars[0] as number;
          const before = corruptionPoints(k.s, bearer);
          playOn(k, 'Lure of the Senses', id, bearer);
          k.equal(corruptionPoints(k.s, bearer) - before, 2, 'corruption points received');
          k.expect(!k.canPlay(1, k.hand(1, 'Lure of the Senses'), bearer), 'not a second time on him');
          const other = k.company(0, ['Gimli'], 'Bree');
          k.attach(other.chars[0] as number, 'Lure of the Senses');
          k.companyById(id).dest = null;
          k.rig([6, 6, 6, 6]);
          const events = nextOwnTurn(k);
          oneCheckBy(k, events, 'Lure of the Senses', bearer, 'the bearer at Rivendell checks; Gimli at Bree does not');
        },
      },
    ],
  }),
  corruptionCard({
    name: 'Despair of the Heart',
    text:
      'Corruption. Playable on a non-Hobbit, non-Wizard, non-Ringwraith character. Target character receives 2 corruption points and makes a corruption check each time a character in his company becomes wounded. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 4, discard this card. Cannot be duplicated on a given character.',
    where: [notRace('Hobbit', 'Wizard', 'Ringwraith')],
    above: 4,
    // Checked once the action that wounded them (a strike, a card) is over, one check per wound.
    static: [checksForCompany('Despair of the Heart', woundedBy)],
    scenarios: [
      {
        title: '2 corruption points; not on a Hobbit',
        run: (k) => {
          const { chars, card } = movingWithHazard(k, 'Despair of the Heart', ['Aragorn II', 'Bilbo']);
          const [aragorn, bilbo] = chars as [number, number];
          playedForTwo(k, card, aragorn, [[bilbo, 'not on Bilbo (a Hobbit)']]);
        },
      },
      {
        title: 'a check each time a character in his company becomes wounded (a strike wounds Legolas)',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Legolas', 'Bilbo'], 'Rivendell');
          const [aragorn, legolas, bilbo] = chars as [number, number, number];
          k.attach(aragorn, 'Despair of the Heart');
          k.creatureAttack(id, 'Orc-watch');
          k.passAll();
          const strikes = k.s.stack.find((x) => x.kind === 'combat');
          const n = strikes?.kind === 'combat' ? strikes.attack.strikes : 0;
          for (let i = 0; i < n; i++) k.act(0, { type: 'assignStrike', target: [legolas, aragorn, bilbo][i % 3] as number });
          k.rig([1, 1, 6, 6, 6, 6]);
          const events = k.act(0, { type: 'resolveStrike', target: legolas, stayUntapped: false });
          k.expect(rolls(events, 'bodyCheck').some((e) => e.inst === legolas), 'Legolas is wounded (body check)');
          oneCheckBy(k, events, 'Despair of the Heart', aragorn, 'the bearer checks');
        },
      },
    ],
  }),
  corruptionCard({
    name: 'Lure of Expedience',
    text:
      'Corruption. Playable on a non-Ringwraith, non-Wizard, non-Hobbit character. Target character receives 2 corruption points and makes a corruption check each time a character in his company gains an item (including a ring special item). During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 5, discard this card. Cannot be duplicated on a given character.',
    where: [notRace('Ringwraith', 'Wizard', 'Hobbit')],
    above: 5,
    static: [checksForCompany('Lure of Expedience', itemGainers)],
    scenarios: [
      {
        title: '2 corruption points; a check when a companion gains an item (a transfer); not on a Hobbit',
        run: (k) => {
          const { id, chars, card } = movingWithHazard(k, 'Lure of Expedience', ['Aragorn II', 'Legolas', 'Bilbo']);
          const [aragorn, legolas, bilbo] = chars as [number, number, number];
          playedForTwo(k, card, aragorn, [[bilbo, 'not on Bilbo (a Hobbit)']]);
          k.companyById(id).dest = null;
          const dagger = k.item(bilbo, 'Dagger of Westernesse');
          k.phase('organization');
          k.rig([6, 6, 6, 6]);
          const events = k.act(0, { type: 'transferItem', item: dagger, to: legolas });
          oneCheckBy(k, events, 'Lure of Expedience', aragorn, 'the bearer checks');
        },
      },
    ],
  }),
  corruptionCard({
    name: 'Covetous Thoughts',
    text:
      'Corruption. Playable only on a minion. At the end of each of his turns, target minion makes a corruption check for each item his company bears that he does not bear. For each check, modify the roll by subtracting the corruption of that item. During his organization phase, the minion may tap to attempt to remove this card. Make a roll—if the result is greater than 5, discard this card. Cannot be duplicated on a given minion.',
    where: [
      { is: 'custom', label: 'a minion', test: (q) => q.target !== null && cardOf(q.s, q.target).alignment === 'Minion' && cardOf(q.s, q.target).race !== 'Ringwraith' },
    ],
    above: 5,
    who: 'Orc Veteran',
    seat: 1,
    static: [
      {
        on: 'afterAction',
        // The end of his turn: the action that passed the turn on (event 'turn') while his player was active.
        run: (s, events, ctx, self, before) => {
          const bearer = self.bearer;
          if (bearer === null || !s.chars[bearer] || s.chars[bearer].owner !== before.active) return;
          if (!events.some((e) => e.type === 'turn')) return;
          const co = companyOfChar(s, bearer);
          for (const other of co?.chars ?? []) {
            if (other === bearer) continue;
            for (const item of [...(s.chars[other]?.items ?? [])]) {
              if (!s.chars[bearer]) return;
              const cp = cardOf(s, item).corruption;
              checks(s, bearer, 1, ctx, `Covetous Thoughts (${cardOf(s, item).name})`, -cp);
            }
          }
        },
      },
    ],
    scenarios: [
      {
        title: 'at the end of his turn a check per item his companions bear, less its corruption; only on a minion',
        run: (k) => {
          const { id, chars } = k.company(1, ['Orc Veteran', 'Orc Tracker'], 'Minas Morgul');
          const [veteran, tracker] = chars as [number, number];
          const hero = k.company(0, ['Aragorn II'], 'Rivendell');
          // The minion player is the active one: seat 0 plays the hazard.
          k.s.turn.active = 1;
          k.s.turn.firstHazard = 0;
          const card = k.hand(0, 'Covetous Thoughts');
          k.s.stack = [{ kind: 'mhSelect' }];
          k.act(1, { type: 'startCompanyMH', companyId: id });
          k.play(0, card, veteran);
          k.expect((k.s.chars[veteran]?.hazards ?? []).includes(card), 'on Orc Veteran');
          void hero;
          const item = k.item(tracker, 'Dagger of Westernesse');
          const own = k.item(veteran, 'Dagger of Westernesse');
          void own;
          k.s.stack = [{ kind: 'endTurn', stage: 'active' }];
          k.rig([6, 6, 6, 6, 6, 6]);
          const events = k.toNextTurn(1);
          const made = rolls(events, 'corruption').filter((e) => String(e.why).startsWith('Covetous Thoughts'));
          k.equal(made.length, 1, 'checks (one item he does not bear)');
          k.equal(made[0]?.inst, veteran, 'the bearer checks');
          const mod = (made[0]?.mods as { label: string; value: number }[]).find((m) => m.label.startsWith('Covetous Thoughts'));
          k.equal(mod?.value ?? 0, -cardOf(k.s, item).corruption, 'modified by minus the item\'s corruption');
        },
      },
      {
        title: 'not playable on a hero character',
        run: (k) => {
          const { chars, card } = movingWithHazard(k, 'Covetous Thoughts');
          k.expect(!k.canPlay(1, card, chars[0] as number), 'Aragorn II is no minion');
        },
      },
    ],
  }),
  {
    name: 'Rebel-talk',
    text:
      'Playable on a non-Ringwraith, non-Wizard character with mind of 7 or less. Character cannot be controlled by direct influence. Once during each of his organization phases, the character may attempt to remove this card. Make a roll—if the result is greater than 7, discard this card. Cannot be duplicated on a given character.',
    play: corruptionPlay(
      'Rebel-talk',
      [notRace('Ringwraith', 'Wizard'), { is: 'custom', label: 'mind of 7 or less', test: (q) => q.target !== null && (cardOf(q.s, q.target).mind ?? 99) <= 7 }],
      false,
    ),
    effects: [{ do: 'attach', to: 'target' }],
    static: [
      // No character may take him as a follower (organization.ts controllerProblem); a follower who gets it
      // goes under general influence, or is discarded when it has no room for him.
      { on: 'noDirectInfluence' },
      {
        on: 'afterAction',
        run: (s, _events, ctx, self) => {
          const bearer = self.bearer;
          const ch = bearer === null ? undefined : s.chars[bearer];
          if (bearer === null || !ch || ch.followerOf === null) return;
          const from = ch.followerOf;
          if (usedGeneralInfluence(s, ch.owner) + (cardOf(s, bearer).mind ?? 0) <= GENERAL_INFLUENCE) {
            ch.followerOf = null;
            ctx.events.push({ type: 'setController', seat: ch.owner, inst: bearer, from, controller: null, why: 'Rebel-talk' });
          } else removeCharacter(s, bearer, 'discarded', ctx);
        },
      },
      { on: 'removal', above: 7, tap: false, once: true },
    ],
    scenarios: [
      {
        title: 'played on a follower (mind 7 or less): he goes under general influence; not on a character of mind 8 or more, nor on a Wizard',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo', 'Gandalf'], 'Rivendell');
          const [aragorn, bilbo, gandalf] = chars as [number, number, number];
          k.expect((k.card('Bilbo').mind ?? 99) <= 7 && (k.card('Aragorn II').mind ?? 0) > 7, 'figures');
          (k.s.chars[bilbo] as { followerOf: number | null }).followerOf = aragorn;
          const card = k.hand(1, 'Rebel-talk');
          k.movement(id, 'Bree', ['Arthedain']);
          k.expect(!k.canPlay(1, card, aragorn), 'not on Aragorn II (mind 9)');
          k.expect(!k.canPlay(1, card, gandalf), 'not on Gandalf (a Wizard)');
          k.play(1, card, bilbo);
          k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'on Bilbo');
          k.equal(k.s.chars[bilbo]?.followerOf, null, 'Bilbo is under general influence');
        },
      },
      {
        title: 'he cannot be made a follower',
        run: (k) => {
          const { chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
          const [aragorn, bilbo] = chars as [number, number];
          k.attach(bilbo, 'Rebel-talk');
          k.phase('organization');
          k.expect(!k.legal(0).some((a) => a.type === 'setController' && a.inst === bilbo && a.controller !== null), 'not offered');
          k.refused(0, { type: 'setController', inst: bilbo, controller: aragorn });
        },
      },
      {
        title: 'removal without tapping, once during his organization phase: a roll of 7 fails and he may not try again; a roll of 8 discards it',
        run: (k) => {
          const { chars } = k.company(0, ['Bilbo'], 'Rivendell');
          const bilbo = chars[0] as number;
          const card = k.attach(bilbo, 'Rebel-talk');
          k.setStatus(bilbo, 'tapped');
          k.phase('longEvent');
          k.refused(0, { type: 'removeHazard', inst: card, bearer: bilbo });
          k.phase('organization');
          k.rig([6, 1]);
          k.act(0, { type: 'removeHazard', inst: card, bearer: bilbo });
          k.equal(rolls(k.events, 'removal')[0]?.result, 'stays', 'a roll of 7');
          k.equal(statusOf(k.s, bilbo), 'tapped', 'no untap, no tap');
          k.expect(!k.legal(0).some((a) => a.type === 'removeHazard'), 'no second attempt offered');
          k.refused(0, { type: 'removeHazard', inst: card, bearer: bilbo });
          k.s.turn.removalTried = [];
          k.rig([6, 2]);
          k.act(0, { type: 'removeHazard', inst: card, bearer: bilbo });
          k.equal(rolls(k.events, 'removal')[0]?.result, 'removed', 'a roll of 8');
          k.equal(k.where(card), 'discard', 'where the card is');
        },
      },
    ],
  },
  corruptionCard({
    name: 'Foolish Words',
    // Arda has no riddling rolls, offering attempts or on-guard cards (hazards are played in the movement/hazard
    // phase only): of those sentences only the influence attempts can arise (faction influence checks, phases/site.ts,
    // and influence attempts against an opponent's cards, phases/influence.ts).
    text:
      'Playable on a character. Any riddling roll, offering attempt, or influence attempt by target character is modified by -4. If placed on-guard, it may be revealed and played when a character in the company declares such an attempt. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 7, discard this card. Cannot be duplicated on a given character.',
    where: [],
    above: 7,
    corruption: false,
    static: [{ on: 'bearer', stat: 'influence', delta: -4 }],
    scenarios: [
      {
        title: 'played on a character; not twice on him',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Gandalf'], 'Rivendell');
          const [aragorn, gandalf] = chars as [number, number];
          const card = playOn(k, 'Foolish Words', id, aragorn);
          k.expect(k.canPlay(1, k.hand(1, 'Foolish Words'), gandalf), 'on any character (Gandalf)');
          k.expect(!k.canPlay(1, k.hand(1, 'Foolish Words'), aragorn), 'cannot be duplicated on a given character');
          void card;
        },
      },
      {
        title: 'his faction influence check is modified by -4',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II'], 'Bree');
          const aragorn = chars[0] as number;
          k.attach(aragorn, 'Foolish Words');
          k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'play' }];
          k.companyById(id).entered = true;
          const faction = k.mpHand(0, 'Rangers of the North');
          k.rig([6, 6]);
          k.act(0, { type: 'playMpCard', inst: faction, character: aragorn });
          const roll = rolls(k.events, 'influence')[0];
          const mod = ((roll?.mods ?? []) as { label: string; value: number }[]).find((m) => m.label === 'Foolish Words');
          k.equal(mod?.value, -4, 'Foolish Words modifier');
        },
      },
      {
        title: 'his influence attempt against an opponent\'s character is modified by -4',
        run: (k) => {
          const { chars } = k.company(0, ['Aragorn II'], 'Bree');
          const aragorn = chars[0] as number;
          const target = k.company(1, ['Orc Veteran'], 'Bree').chars[0] as number;
          const before = influenceOdds(k.s, 0, aragorn, target).modifier;
          k.attach(aragorn, 'Foolish Words');
          k.equal(influenceOdds(k.s, 0, aragorn, target).modifier - before, -4, 'modifier change');
        },
      },
    ],
  }),
];
