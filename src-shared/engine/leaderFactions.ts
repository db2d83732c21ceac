/**
 * Factions under an Orc or Troll leader (Black Trolls, Orcs of Gorgoroth, Uruk-hai …): "If this influence attempt is made by an
 * Orc or Troll leader, you may place this faction under the control of that leader and not tap the site. Discard the faction if
 * the leader moves or leaves play. Three or more factions controlled by the same leader give 2 extra marshalling points."
 * The faction lies in its player's play area (it scores there as any faction); `GameState.underLeader` names its leader.
 * Placed by phases/site.ts playMpCard (`underLeader`), discarded by phases/movementHazard.ts (the leader's company moves) and
 * phases/removal.ts afterAction (the leader left play), counted by scoring.ts.
 */
import { staticsOf } from './effects/statics';
import { cardOf, removeFrom, toDiscard, type Ctx } from './state';
import type { EngineCard, GameState } from './types';

/** The faction's own `leader` clause (its `faction` effect), or null. */
export function leaderClause(card: EngineCard): { races: string[]; groupOf: number; groupMp: number } | null {
  for (const e of staticsOf(card)) if (e.on === 'faction' && e.leader) return e.leader;
  return null;
}

/** The faction's own "influencer discards a major item (+N) or a greater item (+M)" (its `faction` effect), or null. */
export function discardItemClause(card: EngineCard): { major: number; greater: number } | null {
  for (const e of staticsOf(card)) if (e.on === 'faction' && e.discardItem) return e.discardItem;
  return null;
}

/** "you may place this faction under the control of that leader". */
export function placeUnderLeader(s: GameState, faction: number, leader: number): void {
  (s.underLeader ??= {})[faction] = leader;
}

/** The player whose play area holds the faction, or -1. */
function holderOf(s: GameState, faction: number): number {
  return s.players.find((p) => p.playArea.includes(faction))?.seat ?? -1;
}

/** The factions under this leader's control (still in his player's play area). */
export function factionsUnder(s: GameState, leader: number): number[] {
  const out: number[] = [];
  for (const [f, l] of Object.entries(s.underLeader ?? {})) if (l === leader && holderOf(s, Number(f)) === s.chars[leader]?.owner) out.push(Number(f));
  return out;
}

/**
 * "Discard the faction if the leader moves or leaves play": factions whose leader is no longer in play, or for whom `moves` holds,
 * are discarded; entries of factions no longer in a play area are forgotten.
 */
export function discardLeaderFactions(s: GameState, ctx: Ctx, moves: (leader: number) => boolean): void {
  if (!s.underLeader) return;
  for (const [key, leader] of Object.entries(s.underLeader)) {
    const faction = Number(key);
    const holder = holderOf(s, faction);
    if (holder >= 0 && s.chars[leader]?.owner === holder && !moves(leader)) continue;
    delete s.underLeader[key];
    if (holder < 0) continue;
    removeFrom(s.players.find((p) => p.seat === holder)?.playArea ?? [], faction);
    toDiscard(s, faction, ctx);
  }
  if (Object.keys(s.underLeader).length === 0) delete s.underLeader;
}

/** "Three or more factions controlled by the same leader give 2 extra marshalling points": this seat's extra faction points. */
export function leaderFactionBonus(s: GameState, seat: number): number {
  if (!s.underLeader) return 0;
  const byLeader = new Map<number, number[]>();
  for (const [f, l] of Object.entries(s.underLeader)) if (s.chars[l]?.owner === seat && holderOf(s, Number(f)) === seat) byLeader.set(l, [...(byLeader.get(l) ?? []), Number(f)]);
  let bonus = 0;
  for (const factions of byLeader.values()) {
    const clauses = factions.map((f) => leaderClause(cardOf(s, f))).filter((c) => c !== null);
    bonus += Math.max(0, ...clauses.filter((c) => factions.length >= c.groupOf).map((c) => c.groupMp));
  }
  return bonus;
}
