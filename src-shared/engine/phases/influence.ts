/**
 * Influencing an opponent's character, ally, faction or item (Arda Revised §9 "Influencing an
 * opponent's …", with the declaration conditions of the standard rules, coe-rules.md §8.1).
 *
 * Declared in the site phase, after the company entered its site this turn, by tapping an
 * untapped character of the company; not on the player's first turn; not with an avatar played
 * this turn; one attempt against each opponent per turn, none against an opponent whose company
 * was attacked this turn (§3.V.1 forbids the attack after the attempt in turn). Targets: a
 * non-avatar character at the same site (not a follower of an avatar), an ally or item of a
 * non-avatar character at the same site, or a faction in the opponent's play area playable at
 * the site. Arda Revised §9: the player must be able to keep the card (general or direct
 * influence for a character and room in the company, a bearer who may use an item).
 *
 * Roll (§8.3): 2D6 + the influencer's unused direct influence − the opponent's unused general
 * influence − the opponent's 2D6 − the unused direct influence of the character controlling the
 * target (follower, ally, item) − 5 across alignments (§8.W1 / §8.R1); success when greater than
 * the target's mind (character, ally), the faction's influence number, or the mind of the item's
 * bearer. Success: control passes to the influencing player (Arda Revised §9: "the card's original
 * owner must now give it to the influencing player") — a character joins the influencer's company
 * (general influence if it fits, else as the influencer's follower) with his items, allies and
 * hazards; an ally or item goes to the influencer; a faction to the player's play area. Failure:
 * nothing more (the influencer stays tapped, the attempt against that opponent is used up).
 * Successful or not, the site is not tapped (rulings: influence attempts).
 */
import { actionShape, inst } from '../actionFields';
import { reject } from '../errors';
import { roll2d6 } from '../rng';
import { removeCharacter } from '../corruption';
import { attemptIgnores, bearerDelta, factionAttempts, factionCheckDice, factionChecks, influenceNumberInPlay, itemInfluence, selfInfluence } from '../effects/statics';
import {
  cardOf, company, controlMind, mindOf, companyOfChar, companySize, generalInfluence, isHaven, MAX_COMPANY_SIZE, player, removeFrom, sameLocation, setStatus, statusOf,
  unusedDirectInfluence, unusedGeneralInfluence as unusedGeneralInfluenceOf, usedGeneralInfluence, type Ctx,
} from '../state';
import type { Company, GameState, Rejection } from '../types';
import type { Handler } from './handler';
import { mpCardPlayableAt } from './site';

export type InfluenceTargetKind = 'character' | 'ally' | 'item' | 'faction';

export interface InfluenceTarget {
  kind: InfluenceTargetKind;
  /** The opponent who controls the target. */
  owner: number;
  /** The character controlling the target (follower's controller, ally's or item's bearer), or null. */
  controller: number | null;
}

/** The figures of an attempt, before the two rolls: success when 2D6 − 2D6 + modifier > need. */
export interface InfluenceOdds {
  modifier: number;
  need: number;
}

function siteCompany(s: GameState): Company | null {
  const step = s.stack[s.stack.length - 1];
  if (!step || step.kind !== 'siteCompany') return null;
  return company(s, step.companyId) ?? null;
}

/** Where an opponent's card is, and who controls it; null when it is not an opponent's card in play. */
export function locateTarget(s: GameState, seat: number, inst: number): InfluenceTarget | null {
  const ch = s.chars[inst];
  if (ch) return ch.owner === seat ? null : { kind: 'character', owner: ch.owner, controller: ch.followerOf };
  for (const [key, bearer] of Object.entries(s.chars)) {
    if (bearer.owner === seat) continue;
    if (bearer.allies.includes(inst)) return { kind: 'ally', owner: bearer.owner, controller: Number(key) };
    if (bearer.items.includes(inst)) return { kind: 'item', owner: bearer.owner, controller: Number(key) };
  }
  for (const p of s.players) if (p.seat !== seat && p.playArea.includes(inst) && cardOf(s, inst).subtype === 'Faction') return { kind: 'faction', owner: p.seat, controller: null };
  return null;
}

function unusedGeneralInfluence(s: GameState, seat: number): number {
  return Math.max(0, unusedGeneralInfluenceOf(s, seat));
}

function factionPlayableAt(s: GameState, owner: number, inst: number, siteId: string): boolean {
  const id = s.cardOf[inst] as string;
  const locs = new Set([...(s.catalog.mpLocations.wizard[id] ?? []), ...(s.catalog.mpLocations.ringwraith[id] ?? [])]);
  if (locs.size > 0) return locs.has(siteId);
  return mpCardPlayableAt(s, owner, inst, siteId);
}

/** How the influenced character would be controlled: general influence (null) or the influencer's direct influence. */
function keepAs(s: GameState, seat: number, influencer: number, target: number): { controller: number | null } | null {
  const mind = mindOf(s, target);
  if (usedGeneralInfluence(s, seat) + mind <= generalInfluence(s, seat)) return { controller: null };
  if (s.chars[influencer]?.followerOf === null && unusedDirectInfluence(s, influencer, target) >= mind) return { controller: influencer };
  return null;
}

/** Why this influence attempt may not be declared now, or null. */
export function influenceProblem(s: GameState, seat: number, influencer: number, target: number): Rejection | null {
  const co = siteCompany(s);
  if (!co || co.owner !== seat) return reject('PHASE', 'phase', 'influence attempts are declared in your site phase, after the company enters its site');
  if (player(s, seat).turnsTaken <= 1) return reject('FIRST_TURN', 'influenceTiming', 'not on your first turn');
  if (!co.entered) return reject('NOT_ENTERED', 'influenceTiming', 'the company must have entered its site this turn');
  if (!co.chars.includes(influencer) || statusOf(s, influencer) !== 'untapped') return reject('UNTAPPED', 'influenceTiming', 'an untapped character of the company taps to make the attempt');
  if (cardOf(s, influencer).avatar && (s.turn.avatarPlayed ?? false)) return reject('AVATAR_NEW', 'influenceTiming', 'an avatar played this turn may not make an influence attempt');
  const t = locateTarget(s, seat, target);
  if (!t) return reject('NO_TARGET', 'influenceTarget', 'the target must be an opponent\'s character, ally, item or faction in play');
  const owner = player(s, t.owner);
  if (owner.out) return reject('NO_TARGET', 'influenceTarget', 'that player is out of the game');
  if ((s.turn.influenced ?? []).includes(t.owner)) return reject('ONCE', 'influenceOnce', `you have already made an influence attempt against ${owner.name} this turn`);
  if ((s.turn.attacked ?? []).includes(t.owner)) return reject('ATTACKED', 'influenceOnce', `you have attacked a company of ${owner.name} this turn`);
  const card = cardOf(s, target);
  if (t.kind === 'faction') {
    if (!factionPlayableAt(s, t.owner, target, co.site)) return reject('NOT_HERE', 'influenceTarget', `${card.name} is not playable at ${s.catalog.cards[co.site]?.name ?? co.site}`);
    return null;
  }
  const holder = t.kind === 'character' ? target : (t.controller as number);
  const at = companyOfChar(s, holder)?.site;
  if (at === undefined || !sameLocation(s, at, co.site)) return reject('NOT_HERE', 'influenceTarget', `${card.name} is not at your company's site`);
  if (card.avatar) return reject('AVATAR', 'influenceTarget', 'an avatar cannot be influenced');
  if (t.controller !== null && cardOf(s, t.controller).avatar) return reject('AVATAR', 'influenceTarget', 'a card controlled by an avatar cannot be influenced');
  if (t.kind === 'character') {
    if (!isHaven(s, co.site) && companySize(s, co) >= MAX_COMPANY_SIZE) return reject('KEEP', 'influenceKeep', 'your company has no room for another character');
    if (!keepAs(s, seat, influencer, target)) return reject('KEEP', 'influenceKeep', `neither your general influence nor ${cardOf(s, influencer).name}'s direct influence could control ${card.name} (mind ${mindOf(s, target)})`);
  }
  if (t.kind === 'item' && cardOf(s, influencer).race === 'Ringwraith') return reject('KEEP', 'influenceKeep', 'a Ringwraith may not bear the item');
  return null;
}

/** The modifier and the number to beat (rolls aside) of a declared attempt. */
export function influenceOdds(s: GameState, seat: number, influencer: number, target: number): InfluenceOdds {
  const t = locateTarget(s, seat, target) as InfluenceTarget;
  let modifier = unusedDirectInfluence(s, influencer, t.kind === 'character' ? target : undefined) - unusedGeneralInfluence(s, t.owner);
  if (t.controller !== null) modifier -= unusedDirectInfluence(s, t.controller);
  if (player(s, seat).alignment !== player(s, t.owner).alignment) modifier -= 5;
  if (t.kind === 'faction') for (const m of [...selfInfluence(s, influencer, target), ...factionAttempts(s, target)]) modifier += m.value;
  for (const m of s.mods) if (m.inst === influencer && (m.stat === 'nextCheck' || m.stat === 'influenceCheck' || (t.kind === 'faction' && m.stat === 'factionCheck') || (t.kind === 'character' && m.stat === 'characterCheck')) && !(t.kind === 'faction' && attemptIgnores(s, target, m.label ?? ''))) modifier += m.delta;
  for (const m of itemInfluence(s, influencer, target)) modifier += m.value;
  for (const m of bearerDelta(s, influencer, 'influence')) modifier += m.value;
  if (t.kind === 'faction') for (const m of factionChecks(s).mods) modifier += m.value;
  const card = cardOf(s, target);
  const need = t.kind === 'faction' ? (influenceNumberInPlay(s, target) ?? card.influenceNumber ?? 9) : t.kind === 'item' ? mindOf(s, t.controller as number) : mindOf(s, target);
  return { modifier, need };
}

/** The labelled parts of influenceOdds' modifier, for the roll event (display only; they add up to it). */
function influenceMods(s: GameState, seat: number, influencer: number, target: number, modifier: number): { label: string; value: number }[] {
  const t = locateTarget(s, seat, target) as InfluenceTarget;
  const owner = player(s, t.owner);
  const mods = [
    { label: 'unused direct influence', value: unusedDirectInfluence(s, influencer, t.kind === 'character' ? target : undefined) },
    { label: `${owner.name}'s unused general influence`, value: -unusedGeneralInfluence(s, t.owner) },
  ];
  if (t.controller !== null) mods.push({ label: `${cardOf(s, t.controller).name}'s unused direct influence`, value: -unusedDirectInfluence(s, t.controller) });
  if (player(s, seat).alignment !== owner.alignment) mods.push({ label: 'other alignment', value: -5 });
  if (t.kind === 'faction') mods.push(...selfInfluence(s, influencer, target), ...factionAttempts(s, target));
  for (const m of s.mods) if (m.inst === influencer && (m.stat === 'nextCheck' || m.stat === 'influenceCheck' || (t.kind === 'faction' && m.stat === 'factionCheck') || (t.kind === 'character' && m.stat === 'characterCheck')) && !(t.kind === 'faction' && attemptIgnores(s, target, m.label ?? ''))) mods.push({ label: m.label ?? 'card', value: m.delta });
  mods.push(...itemInfluence(s, influencer, target));
  mods.push(...bearerDelta(s, influencer, 'influence'));
  if (t.kind === 'faction') mods.push(...factionChecks(s).mods);
  return mods.reduce((n, m) => n + m.value, 0) === modifier ? mods : [{ label: 'modifier', value: modifier }];
}

function takeCharacter(s: GameState, seat: number, influencer: number, target: number, ctx: Ctx): void {
  const st = s.chars[target];
  const from = companyOfChar(s, target);
  const into = companyOfChar(s, influencer);
  if (!st || !from || !into) return;
  const as = keepAs(s, seat, influencer, target) ?? { controller: null };
  const oldOwner = st.owner;
  removeFrom(from.chars, target);
  st.owner = seat;
  st.company = into.id;
  st.followerOf = as.controller;
  into.chars.push(target);
  // The target's own followers stay with their player: general influence if it fits, another
  // character's direct influence, or discarded (as when a controller leaves the company).
  for (const f of [...from.chars]) {
    const fs = s.chars[f];
    if (!fs || fs.followerOf !== target) continue;
    fs.followerOf = null;
    if (usedGeneralInfluence(s, oldOwner) > generalInfluence(s, oldOwner)) {
      const host = from.chars.find((c) => c !== f && s.chars[c]?.followerOf === null && unusedDirectInfluence(s, c) >= controlMind(s, f));
      if (host !== undefined) fs.followerOf = host;
      else removeCharacter(s, f, 'discarded', ctx);
    }
  }
  if (from.chars.length === 0) s.companies = s.companies.filter((c) => c !== from);
}

export const influenceAttempt: Handler<'influenceAttempt'> = {
  schema: actionShape('influenceAttempt', { influencer: inst, target: inst }),
  steps: ['siteCompany'],
  legal: (s, seat) => {
    const co = siteCompany(s);
    if (!co || co.owner !== seat || player(s, seat).turnsTaken <= 1) return [];
    const influencers = co.chars.filter((c) => statusOf(s, c) === 'untapped');
    if (influencers.length === 0) return [];
    const targets: number[] = [];
    for (const other of s.companies) {
      if (other.owner === seat || !sameLocation(s, other.site, co.site)) continue;
      for (const ch of other.chars) {
        const st = s.chars[ch];
        if (!st) continue;
        targets.push(ch, ...st.allies, ...st.items);
      }
    }
    for (const p of s.players) if (p.seat !== seat) for (const inst of p.playArea) if (cardOf(s, inst).subtype === 'Faction') targets.push(inst);
    const out: { type: 'influenceAttempt'; influencer: number; target: number }[] = [];
    for (const target of targets) for (const influencer of influencers) if (!influenceProblem(s, seat, influencer, target)) out.push({ type: 'influenceAttempt', influencer, target });
    return out;
  },
  check: (s, seat, a) => influenceProblem(s, seat, a.influencer, a.target),
  apply: (s, seat, a, ctx) => {
    const t = locateTarget(s, seat, a.target) as InfluenceTarget;
    const { modifier, need } = influenceOdds(s, seat, a.influencer, a.target);
    setStatus(s, a.influencer, 'tapped');
    s.turn.influenced = [...(s.turn.influenced ?? []), t.owner];
    const rolled = roll2d6(s.rng);
    const against = roll2d6(s.rng);
    // "for each influence check make an additional roll and choose which result to use" (against a faction): the influencer's roll.
    const { dice, other } = t.kind === 'faction' ? factionCheckDice(s, rolled) : { dice: rolled, other: undefined };
    const total = dice[0] + dice[1] - against[0] - against[1] + modifier;
    const success = total > need;
    const card = s.cardOf[a.target];
    const mods = [...influenceMods(s, seat, a.influencer, a.target, modifier), { label: `${player(s, t.owner).name}'s 2D6`, value: -(against[0] + against[1]) }];
    s.mods = s.mods.filter((m) => !(m.inst === a.influencer && (m.stat === 'nextCheck' || m.stat === 'influenceCheck' || (t.kind === 'faction' && m.stat === 'factionCheck') || (t.kind === 'character' && m.stat === 'characterCheck'))));
    ctx.events.push({
      // `against` here is the opponent's roll (as before); the number to beat is `need` − 1.
      type: 'roll', purpose: 'influenceAttempt', seat, inst: a.influencer, target: a.target, dice, ...(other ? { alsoRolled: other } : {}), against, mods, modifier, total, need: need + 1,
      againstLabel: t.kind === 'faction' ? 'influence' : 'mind', card, result: success ? 'success' : 'failure',
    });
    if (success) {
      if (t.kind === 'character') takeCharacter(s, seat, a.influencer, a.target, ctx);
      else if (t.kind === 'faction') {
        removeFrom(player(s, t.owner).playArea, a.target);
        player(s, seat).playArea.push(a.target);
      } else {
        const from = s.chars[t.controller as number];
        const to = s.chars[a.influencer];
        if (from && to) {
          removeFrom(t.kind === 'ally' ? from.allies : from.items, a.target);
          (t.kind === 'ally' ? to.allies : to.items).push(a.target);
        }
      }
    }
    ctx.events.push({ type: 'influenceAttempt', seat, influencer: a.influencer, target: a.target, card, kind: t.kind, from: t.owner, success });
  },
};
