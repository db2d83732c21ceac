/**
 * Dark Arda "Ringwraith Mode Rule": "Unless a Ringwraith is traveling between two Darkhavens or is returning to the Darkhaven
 * printed on a site card (i.e., starter movement), the Ringwraith must be in one of three modes in order to travel. … There is
 * no regional movement for the Ringwraiths themselves. In order to travel to a non-Darkhaven site, the Ringwraith must start at
 * the nearest Darkhaven listed on the location's card. … each player receives a copy of each of the three mode cards which can
 * be played and reused throughout the game. Changing into a mode is done during the Organization Phase and requires being at a
 * Darkhaven." ("Overall Goals": "If they want to switch into another mode, they must first travel back to a Darkhaven".)
 *
 * The mode is GameState.modes[seat]; the three mode cards (the setup's PlayerState.modeCards, when present) stay with the seat,
 * "played and reused throughout the game".
 * Automated: `assumeMode` (a mode, or none) in the organization phase with the Ringwraith's company at a Darkhaven; the
 * movement limits on the Ringwraith's company; Fell Rider's "Discard all allies and Ringwraith followers in the company; none
 * may join the company" (companies, characters, allies); the figures (darkArda/modeFigures.ts).
 * The mode cards' discard lines (modeDiscardLines, from phases/flow.ts beginTurn): Black Rider and Heralded Lord "Discard this card and
 * any other Ringwraith followers in the company during any of your following organization phases the company is at a Darkhaven";
 * Fell Rider "Discard this card during any of your following organization phases your Ringwraith is at a Darkhaven". The card goes
 * back to its owner's three, "played and reused throughout the game" (PlayerState.modeCards keeps it; no discard pile).
 * Overt / covert: overt.ts isOvert ("Fell Rider mode is overt. Heralded Lord and Black Rider are both covert.").
 */
import { z } from 'zod';
import { actionShape } from '../actionFields';
import { reject } from '../errors';
import { nameKey } from '../facts';
import type { Handler } from '../phases/handler';
import { removeCharacter } from '../corruption';
import { cardOf, companiesOf, companyOfChar, isHaven, player, toDiscard, type Ctx } from '../state';
import type { Company, GameState, Rejection, RingwraithMode } from '../types';
import { isDarkArda } from './profile';

export const RINGWRAITH_MODES: readonly RingwraithMode[] = ['Heralded Lord', 'Black Rider', 'Fell Rider'];

export function modeOf(s: GameState, seat: number): RingwraithMode | null {
  return s.modes?.[seat] ?? null;
}

/** The seat's own Ringwraith in play (his avatar), and his company. */
function ringwraithCompany(s: GameState, seat: number): Company | null {
  const inst = player(s, seat).avatarInPlay;
  return inst === null ? null : (companyOfChar(s, inst) ?? null);
}

/** The Darkhaven a site card names ("Nearest Darkhaven: Minas Morgul"), as a site id, or null when its text names none. */
export function nearestDarkhaven(s: GameState, siteId: string): string | null {
  const text = s.catalog.cards[siteId]?.text ?? '';
  const m = /Nearest Darkhaven:\s*([^\n/]+)/i.exec(text);
  return m ? (s.catalog.siteByName.ringwraith[nameKey(m[1] as string)] ?? null) : null;
}

/** Why this company may not move there under the Mode Rule (only a company with its player's Ringwraith is limited), or null. */
export function modeMoveProblem(s: GameState, co: Company, dest: string): Rejection | null {
  if (!isDarkArda(s)) return null;
  const wraith = player(s, co.owner).avatarInPlay;
  if (wraith === null || !co.chars.includes(wraith)) return null;
  const fromHaven = isHaven(s, co.site);
  const toHaven = isHaven(s, dest);
  if (fromHaven && toHaven) return null; // "traveling between two Darkhavens"
  if (!fromHaven && toHaven && nearestDarkhaven(s, co.site) === dest) return null; // "returning to the Darkhaven printed on a site card"
  if (toHaven) return reject('MODE_RETURN', 'mode', 'the Ringwraith returns only to the Darkhaven printed on his site card');
  if (modeOf(s, co.owner) === null) return reject('NO_MODE', 'mode', 'the Ringwraith must be in one of three modes to travel to a non-Darkhaven site');
  const nearest = nearestDarkhaven(s, dest);
  if (!fromHaven || (nearest !== null && nearest !== co.site)) return reject('MODE_START', 'mode', '"In order to travel to a non-Darkhaven site, the Ringwraith must start at the nearest Darkhaven listed on the location\'s card"');
  return null;
}

function modeProblem(s: GameState, seat: number, mode: RingwraithMode | null): Rejection | null {
  if (!isDarkArda(s)) return reject('PROFILE', 'mode', 'Ringwraith modes are a Dark Arda rule');
  if (s.stack[s.stack.length - 1]?.kind !== 'organization' || s.turn.active !== seat) return reject('PHASE', 'mode', 'modes change in your organization phase');
  if (mode !== null && !RINGWRAITH_MODES.includes(mode)) return reject('MODE', 'mode', 'Heralded Lord, Black Rider or Fell Rider');
  const co = ringwraithCompany(s, seat);
  if (!co) return reject('NO_RINGWRAITH', 'mode', 'your Ringwraith is not in play');
  if (!isHaven(s, co.site)) return reject('NOT_DARKHAVEN', 'mode', 'your Ringwraith must be at a Darkhaven');
  if (co.dest) return reject('MOVING', 'mode', 'change the mode before declaring the company\'s movement');
  if (modeOf(s, seat) === mode) return reject('SAME', 'mode', mode === null ? 'your Ringwraith is in no mode' : `your Ringwraith is already in ${mode} mode`);
  // With the Dark Arda setup's mode cards (PlayerState.modeCards), the seat must hold that card; they stay there, reused.
  const cards = player(s, seat).modeCards;
  if (mode !== null && cards && !cards.some((inst) => s.catalog.cards[s.cardOf[inst] as string]?.name === mode)) return reject('NO_CARD', 'mode', `you hold no ${mode} card`);
  return null;
}

export const assumeMode: Handler<'assumeMode'> = {
  schema: actionShape('assumeMode', { mode: z.enum(['Heralded Lord', 'Black Rider', 'Fell Rider']).nullable() }),
  steps: ['organization'],
  legal: (s, seat) => (isDarkArda(s) && companiesOf(s, seat).length > 0 ? [...RINGWRAITH_MODES, null].filter((mode) => !modeProblem(s, seat, mode)).map((mode) => ({ type: 'assumeMode' as const, mode })) : []),
  check: (s, seat, a) => modeProblem(s, seat, a.mode),
  apply: (s, seat, a, ctx) => {
    s.modes ??= {};
    if (a.mode === null) delete s.modes[seat];
    else s.modes[seat] = a.mode;
    ctx.events.push({ type: 'assumeMode', seat, mode: a.mode });
    if (a.mode === 'Fell Rider') fellRiderDiscards(s, seat, ctx);
  },
};

/**
 * At the beginning of the seat's organization phase (a mode is only taken in an organization phase, so one held now was taken in an
 * earlier one: "any of your following organization phases"), the mode card's own line: Black Rider and Heralded Lord "Discard this
 * card and any other Ringwraith followers in the company during any of your following organization phases the company is at a
 * Darkhaven [{DH}]"; Fell Rider "Discard this card during any of your following organization phases your Ringwraith is at a
 * Darkhaven [{DH}]". Nothing is left to choose, so it happens by itself; the mode may be taken again in that phase (Dark Arda:
 * "If they want to switch into another mode, they must first travel back to a Darkhaven to do so").
 */
export function modeDiscardLines(s: GameState, seat: number, ctx: Ctx): void {
  const mode = modeOf(s, seat);
  if (!isDarkArda(s) || mode === null) return;
  const co = ringwraithCompany(s, seat);
  if (!co || !isHaven(s, co.site)) return;
  delete s.modes?.[seat];
  ctx.events.push({ type: 'assumeMode', seat, mode: null });
  if (mode === 'Fell Rider') return;
  const wraith = player(s, seat).avatarInPlay;
  for (const ch of [...co.chars]) if (ch !== wraith && cardOf(s, ch).race === 'Ringwraith') removeCharacter(s, ch, 'discarded', ctx);
}

/** Fell Rider: "Discard all allies and Ringwraith followers in the company; none may join the company." */
function fellRiderDiscards(s: GameState, seat: number, ctx: Ctx): void {
  const co = ringwraithCompany(s, seat);
  const wraith = player(s, seat).avatarInPlay;
  if (!co) return;
  for (const ch of [...co.chars]) {
    const st = s.chars[ch];
    if (!st) continue;
    for (const ally of st.allies.splice(0)) toDiscard(s, ally, ctx);
    if (ch !== wraith && cardOf(s, ch).race === 'Ringwraith') removeCharacter(s, ch, 'discarded', ctx);
  }
}

/** The Ringwraith's company in Fell Rider mode: "none may join the company" (no company, character or ally). */
export function fellRiderClosed(s: GameState, co: Company | undefined): boolean {
  return co !== undefined && isDarkArda(s) && modeOf(s, co.owner) === 'Fell Rider' && ringwraithCompany(s, co.owner) === co;
}

export const FELL_RIDER_CLOSED = 'Fell Rider: "none may join the company"';

/** A company may not join, or be joined by, the Ringwraith's company in Fell Rider mode. */
export function fellRiderJoinProblem(s: GameState, a: Company, b: Company): Rejection | null {
  return fellRiderClosed(s, a) || fellRiderClosed(s, b) ? reject('FELL_RIDER', 'mode', FELL_RIDER_CLOSED) : null;
}
