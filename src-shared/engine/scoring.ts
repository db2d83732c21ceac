/**
 * Marshalling points by category (Arda Revised §1): characters, items, factions, allies,
 * kills and the rest; negative points for eliminated characters that carry them. No doubling
 * and no half-total cap: Arda Revised leaves them out.
 */
import { heldByFigures, memoWhileReading, staticsOf } from './effects/statics';
import { leaderFactionBonus } from './leaderFactions';
import { cardOf, player } from './state';
import type { StaticEffect } from './effects/types';
import type { EngineCard, GameState, ScoreSheet } from './types';

/** The card's points (`mp`: those it was stored for, storing.ts) to its category. */
function add(sheet: ScoreSheet, card: EngineCard, asKill = false, mp = card.mp): void {
  if (!mp) return;
  const t = asKill ? 'kill' : card.mpType;
  if (t === 'character') sheet.character += mp;
  else if (t === 'item') sheet.item += mp;
  else if (t === 'faction') sheet.faction += mp;
  else if (t === 'ally') sheet.ally += mp;
  else if (t === 'kill') sheet.kill += mp;
  else sheet.misc += mp;
}

/**
 * The marshalling points cards in play add to items (`itemPoints` statics: "+1 to … the marshalling points for all ring items"),
 * from every play area and every character's cards whatever the Sphere (points do not change with the lane); read at the first item.
 */
function itemBonuses(s: GameState): (card: EngineCard) => number {
  let statics: Extract<StaticEffect, { on: 'itemPoints' }>[] | null = null;
  return (card) => {
    if (card.itemClass === null) return 0;
    statics ??= [...s.players.flatMap((p) => p.playArea), ...Object.values(s.chars).flatMap((ch) => ch.hazards)].flatMap((i) => staticsOf(cardOf(s, i)).flatMap((e) => (e.on === 'itemPoints' ? [e] : [])));
    return statics.reduce((n, e) => n + (e.items(card) ? e.delta : 0), 0);
  };
}

/**
 * The marshalling points cards in play add to factions (`factionPoints` statics: "all hero Dwarf factions, hero Elf factions, and hero
 * Man factions give an additional marshalling point"), from every play area and every character's cards, as itemBonuses.
 */
function factionBonuses(s: GameState): (card: EngineCard) => number {
  let statics: Extract<StaticEffect, { on: 'factionPoints' }>[] | null = null;
  let factions: EngineCard[] = [];
  return (card) => {
    if (card.subtype !== 'Faction') return 0;
    if (!statics) {
      statics = [...s.players.flatMap((p) => p.playArea), ...Object.values(s.chars).flatMap((ch) => ch.hazards)].flatMap((i) => staticsOf(cardOf(s, i)).flatMap((e) => (e.on === 'factionPoints' ? [e] : [])));
      factions = statics.length ? s.players.flatMap((p) => p.playArea.map((i) => cardOf(s, i))).filter((c) => c.subtype === 'Faction') : [];
    }
    const fits = (c: EngineCard, e: Extract<StaticEffect, { on: 'factionPoints' }>, race: string) => c.race === race && (e.alignment === undefined || c.alignment === e.alignment);
    return statics.reduce((n, e) => {
      if (!e.races.some((r) => fits(card, e, r))) return n;
      if (e.eachInPlay && !e.races.every((r) => factions.some((f) => fits(f, e, r)))) return n;
      return n + e.delta;
    }, 0);
  };
}

export function scoreSheet(s: GameState, seat: number): ScoreSheet {
  const sheet: ScoreSheet = { character: 0, item: 0, faction: 0, ally: 0, kill: 0, misc: 0, negative: 0, total: 0 };
  const itemBonus = itemBonuses(s);
  const factionBonus = factionBonuses(s);
  for (const [inst, ch] of Object.entries(s.chars)) {
    if (ch.owner !== seat) continue;
    add(sheet, cardOf(s, Number(inst)));
    for (const i of ch.items) {
      add(sheet, cardOf(s, i), false, heldByFigures(s, i, Number(inst)).mp);
      sheet.item += itemBonus(cardOf(s, i));
    }
    for (const a of ch.allies) add(sheet, cardOf(s, a));
    // Resources kept with him that score where they lie (their definition's `scoresWithBearer`), not those awaiting storing.
    for (const h of ch.hazards) {
      const card = cardOf(s, h);
      if (card.type === 'Resource' && staticsOf(card).some((e) => e.on === 'scoresWithBearer')) add(sheet, card);
    }
  }
  const p = player(s, seat);
  for (const inst of p.mpPile) {
    const card = cardOf(s, inst);
    add(sheet, card, card.type === 'Character' || card.type === 'Hazard', s.storedMp?.[String(inst)] ?? card.mp);
    sheet.item += itemBonus(card);
  }
  for (const inst of p.playArea) {
    const card = cardOf(s, inst);
    // A card played by hand (byHand.ts) scores only once its player moves it to his MP pile: never by itself.
    if (card.type === 'Resource' && !s.byHand?.includes(inst)) {
      add(sheet, card);
      for (const e of staticsOf(card)) if (e.on === 'mpDelta') sheet[e.category] += e.delta;
      sheet.faction += factionBonus(card);
    }
  }
  // "Three or more factions controlled by the same leader give 2 extra marshalling points" (leaderFactions.ts).
  sheet.faction += leaderFactionBonus(s, seat);
  for (const inst of p.eliminatedPile) sheet.negative += cardOf(s, inst).eliminatedMp;
  sheet.negative += p.penalty;
  sheet.total = sheet.character + sheet.item + sheet.faction + sheet.ally + sheet.kill + sheet.misc - sheet.negative;
  return sheet;
}

export function totalMp(s: GameState, seat: number): number {
  return memoWhileReading(s, 'mp', seat, () => scoreSheet(s, seat).total);
}

/** Every seat's score sheet as counted during play, by seat. */
export function rawSheets(s: GameState): Record<number, ScoreSheet> {
  const out: Record<number, ScoreSheet> = {};
  for (const p of s.players) out[p.seat] = scoreSheet(s, p.seat);
  return out;
}

/** The winners: a named one alone (The One Ring, the last player standing), else the most MP among players still in the game. */
export function winnersOf(s: GameState, scores: Record<number, ScoreSheet>, winner: number | null): number[] {
  if (winner !== null) return [winner];
  const alive = s.players.filter((p) => !p.out);
  const best = Math.max(...alive.map((p) => scores[p.seat]?.total ?? 0));
  return alive.filter((p) => (scores[p.seat]?.total ?? 0) === best).map((p) => p.seat);
}
