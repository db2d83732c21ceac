/**
 * Ring tests (Arda Revised §2 The Ring Deck, §5 universal abilities): a Wizard at Rivendell or
 * a Ringwraith at Minas Morgul taps to test a gold ring in his company; 2D6 names the ring
 * kinds the gold ring's text allows; cards are drawn from the Ring deck until one of an
 * allowed kind appears, which replaces the gold ring on its bearer. The other cards drawn go
 * back and the Ring deck is reshuffled. The gold ring is discarded either way.
 */
import { isDarkArda } from './darkArda/profile';
import { exchangeFromRingDeck, ringFits } from './darkArda/ringTest';
import { defOf } from './effects/defs';
import { activeStatics } from './effects/statics';
import { kindsForRoll } from './darkArda/ringDeck';
import { roll2d6, shuffleInPlace } from './rng';
import { cardOf, player, setStatus, setZones, toDiscard, type Ctx } from './state';
import type { GameState } from './types';

export function ringKindsFor(s: GameState, goldRing: number, roll: number): string[] {
  return kindsForRoll(cardOf(s, goldRing), roll);
}

export function bearerOf(s: GameState, item: number): number | null {
  for (const [inst, ch] of Object.entries(s.chars)) if (ch.items.includes(item)) return Number(inst);
  return null;
}

export function testRing(s: GameState, tester: number, goldRing: number, ctx: Ctx, tap = true): void {
  const bearer = bearerOf(s, goldRing);
  const owner = s.chars[tester]?.owner ?? 0;
  if (tap) setStatus(s, tester, 'tapped');
  const dice = roll2d6(s.rng);
  // Cards kept in the gold ring's company that modify the test's roll (`ringTest` statics: Scroll of Isildur).
  const ringCompany = bearer !== null ? s.chars[bearer]?.company : undefined;
  const mods = activeStatics(s).flatMap((st) => (st.effect.on === 'ringTest' && st.bearer !== null && ringCompany !== undefined && s.chars[st.bearer]?.company === ringCompany ? [{ label: st.name, value: st.effect.delta }] : []));
  // The site's own text ("All ring tests at this site are modified by -3"): its `ringTestHere` effect.
  const ringSite = s.catalog.cards[s.companies.find((c) => c.id === (ringCompany ?? s.chars[tester]?.company))?.site ?? ''];
  for (const e of ringSite ? (defOf(ringSite)?.static ?? []) : []) if (e.on === 'ringTestHere') mods.push({ label: e.label, value: e.modifier });
  const roll = dice[0] + dice[1] + mods.reduce((n, m) => n + m.value, 0);
  const kinds = ringKindsFor(s, goldRing, roll);
  ctx.events.push({ type: 'roll', purpose: 'ringTest', seat: owner, inst: tester, ring: s.cardOf[goldRing], dice, mods, total: roll, kinds, result: kinds.length ? kinds.join(' or ') : 'no ring' });
  // Dark Arda "The Ring Deck": four revealed, one matching kept (darkArda/ringTest.ts).
  if (isDarkArda(s)) {
    exchangeFromRingDeck(s, owner, bearer, goldRing, roll, ctx);
    return;
  }
  const align = player(s, owner).alignment;
  const deck = setZones(s, align).decks.ring;
  const i = deck.findIndex((inst) => kinds.includes(cardOf(s, inst).ringKind ?? '') && ringFits(s, bearer, inst));
  if (bearer !== null) {
    const ch = s.chars[bearer];
    if (ch) ch.items.splice(ch.items.indexOf(goldRing), 1);
  }
  toDiscard(s, goldRing, ctx);
  if (i >= 0 && bearer !== null) {
    const [ring] = deck.splice(i, 1);
    if (ring !== undefined) {
      s.chars[bearer]?.items.push(ring);
      ctx.events.push({ type: 'ringFound', seat: owner, card: s.cardOf[ring], bearer, drawn: i + 1 });
    }
  } else ctx.events.push({ type: 'ringNotFound', seat: owner, kinds });
  shuffleInPlace(s.rng, deck);
}

/**
 * A site's own text ("Any gold ring item at this site is automatically tested during the site phase (the site need not be entered)"; its
 * `goldRingsTested` effect): as the active player's site phase begins, each gold ring item borne in his companies at such a site is tested,
 * nobody tapping for it (the site's other text, "All ring tests at this site are modified by -3", applies as to any test there).
 */
export function testRingsAtSites(s: GameState, ctx: Ctx): void {
  for (const co of s.companies) {
    const site = s.catalog.cards[co.site];
    if (co.owner !== s.turn.active || !site || !(defOf(site)?.static ?? []).some((e) => e.on === 'goldRingsTested')) continue;
    for (const ch of [...co.chars]) for (const item of [...(s.chars[ch]?.items ?? [])]) if (cardOf(s, item).itemClass === 'gold ring') testRing(s, ch, item, ctx, false);
  }
}
