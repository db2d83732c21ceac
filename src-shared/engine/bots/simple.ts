/**
 * A simple rules-abiding bot. It always picks one of legalActions, deterministically from
 * the state (no randomness of its own, so replays of the action log need no bot). Aims:
 * move toward sites where its MP cards (hand and face-up) can be played, heal at Havens when
 * hurt, explore when strong enough for the automatic-attacks, play keyed creatures and
 * corruption cards on opponents, defend with its strongest characters, store items at Havens,
 * play defined cards (playCard) that help it — resource cards on its own characters in its own
 * phases, attacks and strikes, hazard cards on the moving company within the hazard limit — and
 * call the Council once it has the MP and is ahead.
 */
import { botActions } from './botActions';
import { defOf } from '../effects/defs';
import { whileReading } from '../effects/statics';
import type { Window } from '../effects/types';
import { laneOf } from '../phases/flow';
import { withLane } from '../simultaneous/lanes';
import { top } from '../phases/handler';
import { influenceOdds } from '../phases/influence';
import { chanceAbove, removalOf } from '../phases/removal';
import { leaders } from '../phases/organization';
import { mpCardPlayableAt } from '../phases/site';
import { reachableSites, regionDistance, regionOf } from '../regions';
import { leadOverRivals } from '../darkArda/result';
import { cardOf, combatants, companiesOf, isHaven, player, prowessOf, setZones, statusOf, companySize, MAX_COMPANY_SIZE } from '../state';
import type { Action, Company, GameState } from '../types';
import { darkSetupChoice } from './darkSetup';
import { best, find, type Pick } from './pick';

/** P(2D6 − 2D6 > k): the chance an influence attempt with modifier m beats need n, k = n − m. */
const DIFF_ABOVE: number[] = (() => {
  const counts = new Map<number, number>();
  for (let a = 2; a <= 12; a++) for (let b = 2; b <= 12; b++) counts.set(a - b, (counts.get(a - b) ?? 0) + (6 - Math.abs(a - 7)) * (6 - Math.abs(b - 7)));
  return Array.from({ length: 23 }, (_, i) => [...counts].filter(([d]) => d > i - 11).reduce((n, [, c]) => n + c, 0) / 1296);
})();

export function influenceChance(modifier: number, need: number): number {
  const k = need - modifier;
  return k < -11 ? 1 : k > 11 ? 0 : (DIFF_ABOVE[k + 11] as number);
}

function strength(s: GameState, co: Company): number {
  return co.chars.reduce((n, c) => n + prowessOf(s, c) - (statusOf(s, c) === 'wounded' ? 2 : 0), 0);
}

function maxProwess(s: GameState, chars: number[]): number {
  return Math.max(0, ...chars.map((c) => prowessOf(s, c)));
}

/** Whether these characters can expect to survive a site's automatic-attacks. */
export function safeFor(s: GameState, chars: number[], siteId: string): boolean {
  const site = s.catalog.cards[siteId];
  if (!site) return false;
  const top = maxProwess(s, chars);
  const healthy = chars.filter((c) => statusOf(s, c) !== 'wounded').length;
  for (const a of site.autoAttacks) {
    if (a.prowess > top + 5) return false;
    if (a.strikes > healthy + 2 && a.prowess > top + 2) return false;
  }
  return true;
}

function safeSite(s: GameState, co: Company, siteId: string): boolean {
  return safeFor(s, co.chars, siteId);
}

/** Sites where this seat's available MP cards can be played, with the MP at stake. */
function targets(s: GameState, seat: number): Map<string, number> {
  const p = player(s, seat);
  const out = new Map<string, number>();
  for (const inst of [...p.mpHand, ...setZones(s, p.alignment).faceUp.mp]) {
    // A card without a definition is played by hand, never by a computer player (byHand.ts): no goal.
    if (!defOf(cardOf(s, inst))) continue;
    const locs = s.catalog.mpLocations[p.alignment][s.cardOf[inst] as string] ?? [];
    const mp = cardOf(s, inst).mp;
    for (const site of locs) out.set(site, Math.max(out.get(site) ?? 0, mp));
  }
  return out;
}

/** Where a company should go for its goals (sites → MP at stake): a Haven when half of it is wounded. */
export function planMove(s: GameState, seat: number, co: Company, goals: Map<string, number>): { site: string; regions: string[] } | null {
  const p = player(s, seat);
  const reach = reachableSites(s.catalog, p.alignment, co.site);
  const wounded = co.chars.filter((c) => statusOf(s, c) === 'wounded').length;
  if (wounded * 2 >= co.chars.length && wounded > 0) {
    if (isHaven(s, co.site)) return null;
    return best(reach.filter((r) => isHaven(s, r.site)), (r) => -r.regions.length) ?? null;
  }
  if (goals.has(co.site) && !co.siteTapped && !isHaven(s, co.site) && safeSite(s, co, co.site)) return null;
  const direct = reach.filter((r) => goals.has(r.site) && safeSite(s, co, r.site));
  const pick = best(direct, (r) => (goals.get(r.site) ?? 0) * 10 - r.regions.length - (s.catalog.cards[r.site]?.autoAttacks.length ?? 0) * 3);
  if (pick) return pick;
  const goalRegions = [...goals.keys()].filter((g) => safeSite(s, co, g)).map((g) => regionOf(s.catalog, g)).filter((r): r is string => Boolean(r));
  if (goalRegions.length === 0) return null;
  const here = regionOf(s.catalog, co.site) ?? '';
  const dist = (r: string) => Math.min(...goalRegions.map((g) => regionDistance(s.catalog, r, g)));
  const now = dist(here);
  const step = best(
    reach.filter((r) => (s.catalog.cards[r.site]?.autoAttacks.length ?? 0) === 0 || safeSite(s, co, r.site)),
    (r) => -dist(regionOf(s.catalog, r.site) ?? '') * 10 + (isHaven(s, r.site) ? 3 : 0) - (s.catalog.cards[r.site]?.autoAttacks.length ?? 0),
  );
  if (!step || dist(regionOf(s.catalog, step.site) ?? '') >= now) return null;
  return step;
}

/** The seat a targeted card in play belongs with: a character's owner, the holder of a play area or of the bearing character. */
function holderOf(s: GameState, inst: number): number | undefined {
  const ch = s.chars[inst];
  if (ch) return ch.owner;
  const area = s.players.find((p) => p.playArea.includes(inst));
  if (area) return area.seat;
  for (const c of Object.values(s.chars)) if (c.items.includes(inst) || c.allies.includes(inst) || c.hazards.includes(inst)) return c.owner;
  return undefined;
}

/**
 * Defined cards (playCard) this seat would gladly play. A resource card: with no target, on its
 * own characters and cards, or against a hazard (on its characters or an opponent's play area);
 * a hazard card: with no target, or on an opponent's characters and cards. legalActions already
 * holds the windows, requirements and hazard limit.
 */
function helpfulPlays(s: GameState, seat: number, legal: Action[]): (Pick<'playCard'> | Pick<'useCard'>)[] {
  return [...helpfulCardPlays(s, seat, legal), ...helpfulUses(s, seat, legal)];
}

/** Abilities of its cards in play that the definition marks as always worth using, on its own characters or on none. */
function helpfulUses(s: GameState, seat: number, legal: Action[]): Pick<'useCard'>[] {
  const step = top(s);
  const window = step.kind === 'chain' ? step.window : null;
  const worth = (use: boolean | Window[] | undefined) => use === true || (Array.isArray(use) && window !== null && (use as string[]).includes(window));
  return find(legal, 'useCard').filter((a) => worth(defOf(cardOf(s, a.inst))?.abilities?.[a.ability]?.botUse) && (a.target === null || holderOf(s, a.target) === seat));
}

function helpfulCardPlays(s: GameState, seat: number, legal: Action[]): Pick<'playCard'>[] {
  return find(legal, 'playCard').filter((a) => {
    const side = defOf(cardOf(s, a.inst))?.play?.side;
    if (!side) return false;
    if (a.target === null) return true;
    // A command card played on a leader returns the ones he bears to the hand: swapping them back and forth gains nothing.
    if (cardOf(s, a.inst).keywords.includes('Command') && s.chars[a.target]?.hazards.some((h) => cardOf(s, h).keywords.includes('Command'))) return false;
    const holder = holderOf(s, a.target);
    if (holder === undefined) return true;
    if (side === 'hazard') return holder !== seat;
    const onCharacter = !s.players.some((p) => p.playArea.includes(a.target as number));
    if (!s.chars[a.target] && cardOf(s, a.target).type === 'Hazard') return onCharacter ? holder === seat : holder !== seat;
    return holder === seat;
  });
}

function creatureScore(s: GameState, inst: number): number {
  const c = cardOf(s, inst);
  return (c.prowess ?? 0) * Math.max(1, c.strikes) + (c.body ?? 0);
}

function discardScore(s: GameState, inst: number): number {
  const c = cardOf(s, inst);
  if (c.type === 'Resource') return 100;
  if (c.type === 'Hazard' && !/Creature/.test(c.subtype ?? '') && !c.keywords.includes('Corruption')) return 80;
  return 50 - creatureScore(s, inst) / 5;
}

export function chooseAction(s: GameState, seat: number): Action | null {
  // Simultaneous turns: the bot reads the turn and steps of the lane it decides in.
  return withLane(s, laneOf(s, seat), () => whileReading(s, () => choose(s, seat)));
}

function choose(s: GameState, seat: number): Action | null {
  if (laneOf(s, seat) < 0) return null;
  const legal = botActions(s, seat);
  if (legal.length === 0) return null;
  const step = top(s);
  const p = player(s, seat);
  // Dark Arda: the Audience is called only when ahead (the organization case below), never as a step's first action.
  const first = (s.profile === 'dark-arda' ? (legal.find((a) => a.type !== 'callCouncil') ?? legal[0]) : legal[0]) as Action;
  switch (step.kind) {
    case 'draftAvatar':
    case 'startingCompany':
    case 'startingSite':
      return first;
    case 'selectRingwraith':
    case 'ringwraithFollower':
    case 'darkCompany':
    case 'darkItems':
      return darkSetupChoice(s, legal) ?? first;
    case 'draftMinor': {
      const picks = find(legal, 'draftMinor');
      return best(picks, (a) => {
        const item = cardOf(s, a.inst);
        const hasWeapon = (s.chars[a.bearer]?.items ?? []).some((i) => cardOf(s, i).gear === 'weapon');
        return (item.gear === 'weapon' && !hasWeapon ? 20 : 0) + item.prowessBonus * 3 + item.bodyBonus * 2 + (cardOf(s, a.bearer).prowess ?? 0) - (s.chars[a.bearer]?.items.length ?? 0) * 4;
      }) ?? first;
    }
    case 'organization': {
      const council = find(legal, 'callCouncil')[0];
      if (council) {
        // Dark Arda: ahead by the Audience's own count (doubling, half cap; darkArda/result.ts).
        if (leadOverRivals(s, seat) > 0 || s.turn.round >= 30) return council;
      }
      // Dark Arda: a real Prone to Violence is played at once (a card drawn for it), rings go under Whispers of Rings; a Ringwraith without a mode takes the covert Black Rider to travel.
      const prone = find(legal, 'playProneToViolence')[0];
      if (prone) return prone;
      const save = find(legal, 'saveRing')[0];
      if (save) return save;
      const mode = find(legal, 'assumeMode').find((a) => a.mode === 'Black Rider');
      if (mode && s.modes?.[seat] === undefined) return mode;
      const win = find(legal, 'destroyOneRing')[0];
      if (win) return win;
      const ring = find(legal, 'testRing')[0];
      if (ring) return ring;
      // A card on a character (corruption cards) is worth a roll when it succeeds at least half the time.
      const removal = find(legal, 'removeHazard').find((a) => chanceAbove(removalOf(s, a.inst)?.above ?? 12) >= 0.5);
      if (removal) return removal;
      const store = find(legal, 'storeItem')[0];
      if (store) return store;
      if (p.turnsTaken >= 2) {
        const avatar = find(legal, 'playAvatar');
        const here = avatar.find((a) => companiesOf(s, seat).some((c) => c.site === a.site)) ?? avatar[0];
        if (here) return here;
      }
      const chars = find(legal, 'playCharacter');
      const pc = best(chars, (a) => {
        const c = cardOf(s, a.inst);
        return c.mp * 3 + (c.prowess ?? 0) + (companiesOf(s, seat).some((co) => co.site === a.site) ? 5 : 0) + (a.controller === null ? 0 : 1);
      });
      if (pc) return pc;
      // A company that may only move to a Haven (more than 7 characters, or two leaders) splits first.
      const split = find(legal, 'splitCompany').find((a) => {
        const co = companiesOf(s, seat).find((c) => c.id === a.companyId);
        if (!co) return false;
        const twoLeaders = leaders(s, co.chars) > 1;
        return twoLeaders ? leaders(s, a.chars) > 0 : companySize(s, co) > MAX_COMPANY_SIZE;
      });
      if (split) return split;
      const goals = targets(s, seat);
      for (const co of companiesOf(s, seat)) {
        if (co.dest) continue;
        const plan = planMove(s, seat, co, goals);
        if (plan) {
          const a = find(legal, 'declareMovement').find((m) => m.companyId === co.id && m.site === plan.site);
          if (a) return a;
        }
      }
      const event = helpfulPlays(s, seat, legal)[0];
      if (event) return event;
      // Nothing to aim at: cycle an MP card no company can safely reach (once a turn, replaced at once).
      const cycle = find(legal, 'discardCommunal').filter((a) => p.mpHand.includes(a.inst));
      if (cycle.length > 0 && companiesOf(s, seat).every((co) => !co.dest)) {
        const useless = cycle.find((a) => {
          const locs = s.catalog.mpLocations[p.alignment][s.cardOf[a.inst] as string] ?? [];
          return locs.length === 0 || !companiesOf(s, seat).some((co) => locs.some((l) => safeSite(s, co, l)));
        });
        if (useless) return useless;
        if (s.turn.round > 6) return best(cycle, (a) => -cardOf(s, a.inst).mp) ?? first;
      }
      return find(legal, 'endPhase')[0] ?? first;
    }
    case 'longEvent':
      return helpfulPlays(s, seat, legal)[0] ?? find(legal, 'endPhase')[0] ?? first;
    case 'mhSelect':
      return first;
    case 'mhHazards': {
      const creature = best(find(legal, 'playCreature'), (a) => creatureScore(s, a.inst));
      if (creature) return creature;
      const hazard = helpfulPlays(s, seat, legal)[0];
      if (hazard) return hazard;
      const corruption = find(legal, 'playHazardEvent').find((a) => a.target !== null);
      if (corruption) return corruption;
      return find(legal, 'passHazards')[0] ?? first;
    }
    case 'combat': {
      const strikeProwess = step.attack.prowess;
      // The attack window (before strikes are assigned) and the strike window (facing a strike).
      const answer = helpfulPlays(s, seat, legal)[0];
      if (answer && (step.stage === 'defenderAssign' || step.stage === 'resolve')) return answer;
      if (step.stage === 'defenderAssign') {
        const pick = best(find(legal, 'assignStrike'), (a) => prowessOf(s, a.target));
        if (pick && (s.chars[pick.target] ? prowessOf(s, pick.target) : (cardOf(s, pick.target).prowess ?? 0)) + 7 >= strikeProwess) return pick;
        return find(legal, 'endPhase')[0] ?? first;
      }
      if (step.stage === 'attackerAssign') return best(find(legal, 'assignStrike'), (a) => -(s.chars[a.target] ? prowessOf(s, a.target) : 0) + (statusOf(s, a.target) === 'wounded' ? 5 : 0)) ?? first;
      if (step.stage === 'excess') return best(find(legal, 'allocateExcess'), (a) => -(s.chars[a.target] ? prowessOf(s, a.target) : 0)) ?? first;
      const resolves = find(legal, 'resolveStrike');
      // At a site, keep one character untapped to play the MP card: take -3 on the best odds.
      const co = s.companies.find((c) => c.id === step.attack.companyId);
      const keepsOne = co ? co.chars.some((c) => statusOf(s, c) === 'untapped' && !step.slots.some((x) => x.target === c && !x.resolved)) : true;
      const margin = (a: { target: number }) => (s.chars[a.target] ? prowessOf(s, a.target) : -99) - 3 - strikeProwess;
      const stay = resolves.find((a) => a.stayUntapped && step.attack.attackers.length === 0 && (margin(a) + 2 > 0 || (step.attack.source === 'auto' && !keepsOne && margin(a) + 7 >= 0 && margin(a) === Math.max(...resolves.map(margin)))));
      return stay ?? resolves.find((a) => !a.stayUntapped) ?? first;
    }
    case 'siteSelect': {
      const siteEvent = helpfulPlays(s, seat, legal)[0];
      if (siteEvent) return siteEvent;
      const win = find(legal, 'destroyOneRing')[0];
      if (win) return win;
      const ring = find(legal, 'testRing')[0];
      if (ring) return ring;
      // Company-vs-company: a much stronger company attacks. Dark Arda (Prone to Violence between Ringwraith players): a smaller
      // margin, weighed before exploring, so such attacks happen now and then.
      const dark = s.profile === 'dark-arda';
      const attack = find(legal, 'attackCompany').find((a) => {
        const co = companiesOf(s, seat).find((c) => c.id === a.companyId);
        const target = s.companies.find((c) => c.id === a.targetCompanyId);
        const margin = target ? (dark ? combatants(s, target).length + 2 : combatants(s, target).length * 2 + 6) : 0;
        return Boolean(co && target && strength(s, co) > strength(s, target) + margin);
      });
      if (attack && dark) return attack;
      for (const a of find(legal, 'enterSite')) {
        const co = companiesOf(s, seat).find((c) => c.id === a.companyId);
        if (!co || !co.chars.some((c) => statusOf(s, c) === 'untapped')) continue;
        const playable = [...p.mpHand, ...setZones(s, p.alignment).faceUp.mp].some((inst) => (s.catalog.mpLocations[p.alignment][s.cardOf[inst] as string] ?? []).length > 0 && mpCardPlayableAt(s, seat, inst, co.site));
        if (playable && safeSite(s, co, co.site)) return a;
      }
      if (attack) return attack;
      return find(legal, 'endPhase')[0] ?? first;
    }
    case 'siteCompany': {
      const attempts = find(legal, 'influenceAttempt');
      if (attempts.length > 0) {
        const chance = (a: Pick<'influenceAttempt'>) => {
          const odds = influenceOdds(s, seat, a.influencer, a.target);
          return influenceChance(odds.modifier, odds.need);
        };
        const attempt = best(attempts, (a) => chance(a) * 10 + (cardOf(s, a.target).mp ?? 0));
        if (attempt && chance(attempt) >= 0.5) return attempt;
      }
      const plays = find(legal, 'playMpCard');
      const play = best(plays, (a) => {
        const card = cardOf(s, a.inst);
        const ch = cardOf(s, a.character);
        if (card.subtype === 'Faction') return card.mp * 10 + (s.chars[a.character] ? ch.di * 3 : 0) - (card.influenceNumber ?? 9) * 2;
        return card.mp * 10 - (ch.prowess ?? 0);
      });
      if (play) return play;
      const siteEvent = helpfulPlays(s, seat, legal)[0];
      if (siteEvent) return siteEvent;
      const minor = best(find(legal, 'playMinorItem'), (a) => cardOf(s, a.inst).prowessBonus * 3 + cardOf(s, a.inst).bodyBonus);
      if (minor) return minor;
      return find(legal, 'leaveSite')[0] ?? first;
    }
    case 'endTurn': {
      const endEvent = helpfulPlays(s, seat, legal)[0];
      if (endEvent) return endEvent;
      const d = best(find(legal, 'discard'), (a) => discardScore(s, a.inst));
      if (d && discardScore(s, d.inst) >= 100) return d;
      return find(legal, 'endPhase')[0] ?? first;
    }
    case 'discardExcess':
      return best(find(legal, 'discard'), (a) => discardScore(s, a.inst) - a.inst / 1e6) ?? first;
    case 'ringDraw': {
      // Rings under Whispers of Rings pay off only in a ring test: drawn when a gold ring waits to be tested, else MP cards.
      const gold = [...p.mpHand, ...Object.values(s.chars).filter((c) => c.owner === seat).flatMap((c) => c.items)].some((i) => cardOf(s, i).ringTests.length > 0);
      return gold ? (best(find(legal, 'drawRings'), (a) => a.count) ?? first) : first;
    }
    case 'keepItem': {
      // The most valuable item (marshalling points, then its bonuses) to the companion bearing the fewest items.
      const keep = find(legal, 'keepItem').filter((a) => a.item !== null && a.to !== null);
      return best(keep, (a) => {
        const item = cardOf(s, a.item as number);
        return item.mp * 100 + (item.prowessBonus + item.bodyBonus) * 10 - (s.chars[a.to as number]?.items.length ?? 0) - (a.to as number) / 1e6;
      }) ?? first;
    }
    case 'handAutoAttack': {
      // The strongest creature (strikes times prowess) as the site's automatic-attack; none when the hand holds none that qualifies.
      const creatures = find(legal, 'playAutoCreature').filter((a) => a.inst !== null);
      return best(creatures, (a) => cardOf(s, a.inst as number).strikes * (cardOf(s, a.inst as number).prowess ?? 0) - (a.inst as number) / 1e6) ?? first;
    }
    case 'chain': {
      // Answer an opponent's card or an attack on our company with the first card that can; otherwise pass.
      const opponents = step.entries.some((e) => e.seat !== seat);
      const answer = helpfulPlays(s, seat, legal)[0];
      if (answer && (opponents || step.window === 'attack' || step.window === 'strike')) return answer;
      return find(legal, 'passChain')[0] ?? first;
    }
    default:
      return first;
  }
}
