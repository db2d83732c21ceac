/**
 * Card definitions: corruption cards (hazard permanent-events with the keyword Corruption),
 * played on a character of the moving company, with their corruption points (the card data's
 * corruption figure, counted by corruption.ts), their extra checks, and their removal
 * ("During his organization phase, the character may tap to attempt to remove this card. Make a
 * roll—if the result is greater than N, discard this card": action removeHazard, phases/removal.ts).
 * Spread into HAZARD_EVENTS (hazardEvents.ts).
 */
import { corruptionCheck, corruptionPoints } from '../corruption';
import type { CardDef, Predicate, Query, StaticEffect } from '../effects/types';
import { nameKey } from '../facts';
import { regionOf, sitePathTypes } from '../regions';
import type { ScenarioKit } from '../scenario/kit';
import { cardOf, company, companyOfChar, statusOf } from '../state';
import type { GameEvent } from '../types';

/** The target is not of these races (Ringwraith, Wizard, Hobbit, Dwarf, Orc). */
function notRace(...races: string[]): Predicate {
  return { is: 'custom', label: `non-${races.join(', non-')}`, test: (q: Query) => q.target !== null && !races.includes(cardOf(q.s, q.target).race ?? '') };
}

/**
 * Arda Revised §7 Corruption: one corruption card per character per turn; and "Cannot be duplicated
 * on a given character".
 */
function placeable(name: string): Predicate[] {
  const key = nameKey(name);
  return [
    { is: 'custom', label: 'no corruption card played on him this turn', test: (q) => q.target !== null && !q.s.turn.corruptionCardOn.includes(q.target) },
    { is: 'custom', label: `no ${name} on him already`, test: (q) => q.target !== null && !(q.s.chars[q.target]?.hazards ?? []).some((h) => cardOf(q.s, h).key === key) },
  ];
}

function corruptionPlay(name: string, where: Predicate[]): CardDef['play'] {
  return { side: 'hazard', windows: ['hazard'], target: { kind: 'character', side: 'company', where: [...where, ...placeable(name)] } };
}

/** The bearer makes `n` corruption checks (as long as he stays in play). */
function checks(s: Parameters<typeof corruptionCheck>[0], bearer: number, n: number, ctx: Parameters<typeof corruptionCheck>[3], why: string): void {
  for (let i = 0; i < n && s.chars[bearer]; i++) corruptionCheck(s, bearer, 0, ctx, why);
}

const removal = (above: number): StaticEffect => ({ on: 'removal', above, tap: true });

// ---- scenario helpers ----

function rolls(events: GameEvent[], purpose: string, why?: string): GameEvent[] {
  return events.filter((e) => e.type === 'roll' && e.purpose === purpose && (why === undefined || e.why === why));
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
function removalScenarios(name: string, above: number, who: string): CardDef['scenarios'] {
  const hi = above + 1;
  const lo = above;
  const split = (n: number): [number, number] => [Math.min(6, n - 1), n - Math.min(6, n - 1)];
  return [
    {
      title: `removal: ${who} taps and rolls ${hi} (greater than ${above}): the card is discarded`,
      run: (k) => {
        const { chars } = k.company(0, [who], 'Rivendell');
        const bearer = chars[0] as number;
        const card = k.attach(bearer, name);
        k.phase('organization');
        k.expect(k.legal(0).some((a) => a.type === 'removeHazard' && a.inst === card && a.bearer === bearer), 'the removal is offered');
        k.rig(split(hi));
        k.act(0, { type: 'removeHazard', inst: card, bearer });
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
        const { chars } = k.company(0, [who], 'Rivendell');
        const bearer = chars[0] as number;
        const card = k.attach(bearer, name);
        k.phase('organization');
        k.rig(split(lo));
        k.act(0, { type: 'removeHazard', inst: card, bearer });
        k.equal(rolls(k.events, 'removal')[0]?.result, 'stays', 'the result');
        k.expect((k.s.chars[bearer]?.hazards ?? []).includes(card), 'the card stays');
        k.equal(statusOf(k.s, bearer), 'tapped', 'the bearer tapped');
        k.expect(!k.legal(0).some((a) => a.type === 'removeHazard'), 'no removal offered to a tapped bearer');
        k.refused(0, { type: 'removeHazard', inst: card, bearer });
      },
    },
    {
      title: 'removal is refused outside the organization phase and to the hazard player',
      run: (k) => {
        const { chars } = k.company(0, [who], 'Rivendell');
        const bearer = chars[0] as number;
        const card = k.attach(bearer, name);
        k.phase('longEvent');
        k.refused(0, { type: 'removeHazard', inst: card, bearer });
        k.phase('organization');
        k.refused(1, { type: 'removeHazard', inst: card, bearer });
        k.expect((k.s.chars[bearer]?.hazards ?? []).includes(card), 'the card stays');
      },
    },
  ];
}

/** Ends the moving company's movement/hazard phase (the hazard player passes). */
function endMH(k: ScenarioKit): GameEvent[] {
  const events = k.act(1, { type: 'passHazards' });
  return events;
}

export const CORRUPTION_CARDS: CardDef[] = [
  {
    name: 'Alone and Unadvised',
    text:
      'Corruption. Playable on a non-Wizard, non-Ringwraith character in a company with 3 or fewer characters. Target character makes a corruption check at the end of his movement/hazard phase for each region he moved through. All of his corruption checks are modified by adding the number of characters in his company. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 6, discard this card. Discard this card if his company has 4 or more characters. Cannot be duplicated on a given character.',
    play: corruptionPlay('Alone and Unadvised', [
      notRace('Wizard', 'Ringwraith'),
      { is: 'custom', label: 'in a company with 3 or fewer characters', test: (q) => q.target !== null && (companyOfChar(q.s, q.target)?.chars.length ?? 99) <= 3 },
    ]),
    effects: [{ do: 'attach', to: 'target' }],
    static: [
      { on: 'bearer', stat: 'corruptionCheck', delta: 0, deltaOf: (s, bearer) => companyOfChar(s, bearer)?.chars.length ?? 0 },
      {
        on: 'mhEnd',
        run: (s, companyId, ctx, self) => {
          const co = company(s, companyId);
          const bearer = self?.bearer ?? null;
          if (!co?.dest || bearer === null || !co.chars.includes(bearer)) return;
          // The regions he moved through: the site path, origin region and each region entered.
          const origin = regionOf(s.catalog, co.site);
          const n = origin ? sitePathTypes(s.catalog, origin, co.dest.regions).length : co.dest.regions.length;
          checks(s, bearer, n, ctx, 'Alone and Unadvised');
        },
      },
      { on: 'discardWhen', label: 'his company has 4 or more characters', test: (s, bearer) => (companyOfChar(s, bearer)?.chars.length ?? 0) >= 4 },
      removal(6),
    ],
    scenarios: [
      {
        title: 'played on a character of a 3-character company; not on a Wizard, not in a company of 4',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Legolas', 'Gandalf'], 'Rivendell');
          const card = k.hand(1, 'Alone and Unadvised');
          k.movement(id, 'Bree', ['Arthedain']);
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
      ...removalScenarios('Alone and Unadvised', 6, 'Aragorn II'),
    ],
  },
  {
    name: 'Lure of Nature',
    text:
      'Corruption. Playable on a non-Hobbit, non-Dwarf, non-Orc, non-Ringwraith character. Target character receives 2 corruption points and makes a corruption check at the end of his movement/hazard phase for each Wilderness [{w}] in his company’s site path. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 4, discard this card. Cannot be duplicated on a given character.',
    play: corruptionPlay('Lure of Nature', [notRace('Hobbit', 'Dwarf', 'Orc', 'Ringwraith')]),
    effects: [{ do: 'attach', to: 'target' }],
    static: [
      {
        on: 'mhEnd',
        run: (s, companyId, ctx, self) => {
          const co = company(s, companyId);
          const bearer = self?.bearer ?? null;
          if (!co?.dest || bearer === null || !co.chars.includes(bearer)) return;
          const origin = regionOf(s.catalog, co.site);
          const n = origin ? sitePathTypes(s.catalog, origin, co.dest.regions).filter((t) => t === 'w').length : 0;
          checks(s, bearer, n, ctx, 'Lure of Nature');
        },
      },
      removal(4),
    ],
    scenarios: [
      {
        title: '2 corruption points; one check per Wilderness of the site path (Rhudaur, Arthedain); not on a Hobbit or a Dwarf',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo', 'Gimli'], 'Rivendell');
          const bearer = chars[0] as number;
          const card = k.hand(1, 'Lure of Nature');
          k.movement(id, 'Bree', ['Arthedain']);
          k.expect(!k.canPlay(1, card, chars[1] as number), 'not on Bilbo (a Hobbit)');
          k.expect(!k.canPlay(1, card, chars[2] as number), 'not on Gimli (a Dwarf)');
          const before = corruptionPoints(k.s, bearer);
          k.play(1, card, bearer);
          k.equal(corruptionPoints(k.s, bearer) - before, 2, 'corruption points received');
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
      ...removalScenarios('Lure of Nature', 4, 'Aragorn II'),
    ],
  },
];
