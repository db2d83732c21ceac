/**
 * Builds an Arda set from the user's free copies (owned minus allocated to other sets):
 * each copy to the deck its profile gives it, within unique and copy limits, never an
 * excluded card, discouraged cards only to reach a minimum. Where a deck has more than its
 * target, one copy of every card is taken before any second copy, in card-id order, so the
 * result is deterministic and varied. Says what the collection lacks to meet each target.
 */
import { LIMITS } from '../api/limits';
import { DECK_IDS, DECK_LABELS, emptyArdaSet, type ArdaCardFacts, type ArdaSet, type DeckEntry, type DeckId } from './model';
import { placementFor } from './placement';
import type { DeckRule, Profile } from './profile';
import type { CardLookup } from './validate';

export interface BuildInput {
  profile: Profile;
  players: number;
  cards: CardLookup;
  /** Free copies by card id: owned minus those allocated to the user's other Arda sets. */
  owned: ReadonlyMap<string, number>;
  name?: string;
  /**
   * For a Site deck that is a location pool (Arda Revised §2): the copies of each location the
   * MP deck's sleeves would take from `sites` (free copies by site id). The Site deck then
   * holds those and the Havens, and no site copy the sleeves need is kept from them.
   */
  sleeveSites?(mp: readonly { cardId: string; copies: number }[], sites: ReadonlyMap<string, number>): ReadonlyMap<string, number>;
}

export interface Lack {
  deck: DeckId;
  needed: number;
  have: number;
  message: string;
}

export interface BuildResult {
  set: ArdaSet;
  lacking: Lack[];
}

/** One physical copy: the k-th copy of a card. */
interface Unit {
  card: ArdaCardFacts;
  k: number;
  discouraged: boolean;
}

export function buildFromCollection(input: BuildInput): BuildResult {
  const { profile, players } = input;
  const units = collectUnits(input);
  const set = emptyArdaSet(input.name ?? `${profile.label} set`, profile.id);
  const lacking: Lack[] = [];
  for (const deck of DECK_IDS) {
    const chosen = chooseForDeck(deck, profile.decks[deck], units.get(deck) ?? [], players, lacking);
    set.decks[deck] = toEntries(chosen);
  }
  if (profile.decks.site.locationPool && input.sleeveSites) set.decks.site = locationPool(input, set.decks.mp, set.decks.site);
  return { set, lacking };
}

/**
 * Arda Revised §2: the sleeves "eliminates the need for a cumbersome site deck" and "multiple
 * copies of the same location may be present". The Site deck is sized to what the MP deck's
 * sleeves take from every free copy of each location, plus the Havens chosen for it.
 */
function locationPool(input: BuildInput, mp: readonly { cardId: string; copies: number }[], chosen: readonly DeckEntry[]): DeckEntry[] {
  const sites = new Map<string, number>();
  for (const [id, n] of input.owned) {
    const card = input.cards.get(id);
    if (card?.type === 'Site' && n > 0 && !('refused' in placementFor(input.profile, card))) sites.set(id, n);
  }
  const counts = new Map<string, number>();
  // Havens stay as chosen (the game starts from one); a Haven sleeves may share too.
  for (const e of chosen) if (input.cards.get(e.cardId)?.isHaven) counts.set(e.cardId, e.copies);
  for (const [id, n] of input.sleeveSites?.(mp, sites) ?? []) counts.set(id, Math.max(counts.get(id) ?? 0, Math.min(n, sites.get(id) ?? 0)));
  return [...counts].filter(([, n]) => n > 0).map(([cardId, copies]) => ({ cardId, copies, proxies: 0 })).sort((a, b) => (a.cardId < b.cardId ? -1 : a.cardId > b.cardId ? 1 : 0));
}

function collectUnits({ profile, players, cards, owned }: BuildInput): Map<DeckId, Unit[]> {
  const byDeck = new Map<DeckId, Unit[]>();
  // Copies taken per card across its printings: two printings of a unique card are two copies.
  const takenByIdentity = new Map<string, number>();
  const ids = [...owned.keys()].sort();
  for (const id of ids) {
    const card = cards.get(id);
    const free = owned.get(id) ?? 0;
    if (!card || free <= 0) continue;
    // The validator's own gate: alignment (Balrog-specific cards too), exclusions, a deck.
    const placement = placementFor(profile, card);
    if ('refused' in placement) continue;
    const deck = placement.deck;
    const rule = profile.decks[deck];
    const taken = takenByIdentity.get(card.identity) ?? 0;
    // Bounded by the collection cap too: one unit is allocated per copy below.
    const copies = Math.min(free, LIMITS.collectionCopiesPerCard, copyCap(rule, card, players) - (card.unique ? taken : 0));
    if (copies <= 0) continue;
    takenByIdentity.set(card.identity, taken + copies);
    const discouraged = profile.discouraged.some((entry) => entry.matches(card));
    const list = byDeck.get(deck) ?? [];
    for (let k = 0; k < copies; k++) list.push({ card, k, discouraged });
    byDeck.set(deck, list);
  }
  for (const list of byDeck.values()) list.sort(compareUnits);
  return byDeck;
}

function copyCap(rule: DeckRule, card: ArdaCardFacts, players: number): number {
  const group = rule.composition?.find((g) => g.matches(card));
  if (group) return group.maxEach(players);
  // Dark Arda: a unique site once per player's site deck; nine or more of each Darkhaven.
  if (card.unique) return rule.uniqueCopies?.(players) ?? 1;
  return rule.copyLimit?.max ?? Number.POSITIVE_INFINITY;
}

/** First copies before second copies, then by card id. */
function compareUnits(a: Unit, b: Unit): number {
  return a.k - b.k || (a.card.id < b.card.id ? -1 : a.card.id > b.card.id ? 1 : 0);
}

/** Up to `want` ordinary units; discouraged ones only while below `min`. */
function take(units: readonly Unit[], want: number, min: number): Unit[] {
  const taken = units.filter((u) => !u.discouraged).slice(0, Math.max(0, want));
  if (taken.length < min) taken.push(...units.filter((u) => u.discouraged).slice(0, min - taken.length));
  return taken;
}

function chooseForDeck(deck: DeckId, rule: DeckRule, units: readonly Unit[], players: number, lacking: Lack[]): Unit[] {
  const label = DECK_LABELS[deck];
  const target = rule.size?.(players) ?? null;
  const min = target?.min ?? 0;
  let chosen: Unit[];
  if (rule.ratio && target?.min !== undefined) {
    chosen = playDeck(deck, rule, units, target.min, lacking);
  } else {
    chosen = take(units, target?.max ?? units.length, min);
    if (chosen.length < min) {
      lacking.push({ deck, needed: min, have: chosen.length, message: `The ${label} deck needs ${min} cards (${target?.rule}); your free copies fill ${chosen.length}. Acquire ${min - chosen.length} more cards for it.` });
    }
  }
  for (const group of rule.composition ?? []) {
    const members = chosen.filter((u) => group.matches(u.card));
    const distinct = new Set(members.map((u) => u.card.id)).size;
    const needTotal = group.minTotal(players);
    if (group.minDistinct !== undefined && distinct < group.minDistinct) {
      lacking.push({ deck, needed: group.minDistinct, have: distinct, message: `The ${label} deck needs ${group.minDistinct} different ${group.label} (${group.rule}); you have ${distinct} free.` });
    } else if (members.length < needTotal) {
      lacking.push({ deck, needed: needTotal, have: members.length, message: `The ${label} deck needs ${needTotal} ${group.label} for ${players} players (${group.rule}); you have ${members.length} free.` });
    }
  }
  return chosen;
}

/**
 * Arda Revised §2: the Play deck "does not need to be scaled down to suit smaller groups";
 * "two players will benefit from a 250 card Play deck as well as a game of five players
 * will". So the builder aims at 250 (or the per-player floor when larger) and settles for
 * the largest balanced deck the collection allows, down to the floor, below which it says
 * what is lacking.
 */
export const PLAY_DECK_AIM = 250;

function playDeck(deck: DeckId, rule: DeckRule, units: readonly Unit[], min: number, lacking: Lack[]): Unit[] {
  for (let size = Math.max(PLAY_DECK_AIM, min); size > min; size--) {
    const short: Lack[] = [];
    const chosen = balancePlay(deck, rule, units, size, short);
    if (short.length === 0) return chosen;
  }
  return balancePlay(deck, rule, units, min, lacking);
}

/**
 * Play deck: the size target split into a hazard half and a resource half. The hazard half
 * aims at CREATURE_AIM creatures, a clear majority that still leaves room for hazard events;
 * creatures top it up when other hazards run short.
 */
const CREATURE_AIM = 0.6;

function balancePlay(deck: DeckId, rule: DeckRule, units: readonly Unit[], size: number, lacking: Lack[]): Unit[] {
  const ratio = rule.ratio;
  if (!ratio) return [...units];
  const hazardWant = Math.round((size * (ratio.hazardShare.min + ratio.hazardShare.max)) / 2);
  const resourceWant = size - hazardWant;
  const creatureUnits = units.filter((u) => u.card.isCreature);
  const creatureAim = ratio.creatureMajority ? Math.ceil(hazardWant * CREATURE_AIM) : 0;
  const firstCreatures = take(creatureUnits, creatureAim, creatureAim);
  const otherRoom = hazardWant - firstCreatures.length;
  const otherLimit = ratio.creatureMajority ? Math.min(otherRoom, Math.max(0, hazardWant - creatureAim), Math.max(0, firstCreatures.length - 1)) : otherRoom;
  const others = take(units.filter((u) => u.card.type === 'Hazard' && !u.card.isCreature), otherLimit, otherLimit);
  const topUp = hazardWant - firstCreatures.length - others.length;
  const moreCreatures = take(creatureUnits.filter((u) => !firstCreatures.includes(u)), topUp, topUp);
  const creatures = firstCreatures.length + moreCreatures.length;
  const resources = take(units.filter((u) => u.card.type !== 'Hazard'), resourceWant, resourceWant);
  const hazards = creatures + others.length;
  const label = DECK_LABELS[deck];
  if (hazards < hazardWant) {
    const what = others.length < otherLimit || !ratio.creatureMajority ? 'hazards' : `creature hazards (creatures must outnumber the other hazards; you have ${creatures} free)`;
    lacking.push({ deck, needed: hazardWant, have: hazards, message: `The ${label} deck's hazard half needs ${hazardWant} cards (${ratio.rule}); your free copies fill ${hazards}. Acquire ${hazardWant - hazards} more ${what}.` });
  }
  if (resources.length < resourceWant) {
    lacking.push({ deck, needed: resourceWant, have: resources.length, message: `The ${label} deck's resource half needs ${resourceWant} cards (${ratio.rule}); your free copies fill ${resources.length}. Acquire ${resourceWant - resources.length} more resources without MP.` });
  }
  return [...firstCreatures, ...moreCreatures, ...others, ...resources];
}

function toEntries(units: readonly Unit[]): { cardId: string; copies: number; proxies: number }[] {
  const counts = new Map<string, number>();
  for (const u of units) counts.set(u.card.id, (counts.get(u.card.id) ?? 0) + 1);
  return [...counts.keys()].sort().map((cardId) => ({ cardId, copies: counts.get(cardId) ?? 0, proxies: 0 }));
}
