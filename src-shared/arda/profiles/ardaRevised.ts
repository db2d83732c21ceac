/**
 * The deck rules Arda Revised (Bisz, Dané, Stueve, Dec 2013) gives Wizard and Ringwraith
 * sets alike (§2 "The Cards and Decks"); the two profiles differ in alignment and avatars.
 */
import type { ArdaCardFacts, DeckId } from '../model';
import { firstAccepting, unusedDeck, type CompositionGroup, type DeckRule, type Profile } from '../profile';

const SOURCE = 'Arda Revised §2';

export interface ArdaRevisedOptions {
  id: string;
  label: string;
  alignments: readonly string[];
  alignmentRule: string;
  avatar: { label: string; race: string; maxEach(players: number): number; rule: string };
  alignmentRefusal?(card: ArdaCardFacts): string | null;
}

/** Everything that is not a minor item or a ring test result goes by its MP: MP deck or Play deck. */
const isPoolResource = (card: ArdaCardFacts) => card.type === 'Resource' && !card.isMinorItem && !card.isRing;

export function ardaRevisedProfile(options: ArdaRevisedOptions): Profile {
  const avatars: CompositionGroup = {
    label: options.avatar.label,
    matches: (card) => card.isAvatar && card.race === options.avatar.race,
    maxEach: options.avatar.maxEach,
    // §3: every player drafts one.
    minTotal: (players) => players,
    rule: options.avatar.rule,
  };
  const decks: Record<DeckId, DeckRule> = {
    play: {
      holds: `the Play deck holds hazards and resources without marshalling points (${SOURCE})`,
      accepts: (card) => card.type === 'Hazard' || (isPoolResource(card) && !card.hasMp),
      // "About 50 cards per player, but can be any number greater than that": a floor only;
      // the 250 that "two players will benefit from" is the builder's aim, not a limit.
      size: (players) => ({
        min: 50 * players,
        severity: 'warning',
        rule: `${SOURCE}: the Play deck "should contain about 50 cards per player, but can be any number greater than that" (${50 * players} for ${players} players; a 250-card Play deck suits two to five players)`,
      }),
      ratio: {
        hazardShare: { min: 0.45, max: 0.55 },
        creatureMajority: true,
        rule: `${SOURCE}: the Play deck is 50% hazards and 50% resources, the hazards more heavily populated with creatures`,
      },
    },
    mp: {
      holds: `the Marshalling Point deck holds items (not minor items or tested rings), allies, factions, untested gold rings and MP events (${SOURCE})`,
      accepts: isPoolResource,
      requiresMp: true,
      size: () => ({ min: 45, severity: 'error', rule: `${SOURCE}: the Marshalling Point deck should contain at least 45 cards` }),
    },
    character: {
      holds: `the Character deck holds characters other than ${options.avatar.label} (${SOURCE})`,
      accepts: (card) => card.type === 'Character' && !card.isAvatar,
    },
    minor: {
      holds: `the Minor Item (Offering) deck contains only minor items (${SOURCE})`,
      accepts: (card) => card.isMinorItem,
      size: () => ({ min: 35, max: 40, severity: 'warning', rule: `${SOURCE}: the Minor Item deck holds 35–40 cards` }),
    },
    ring: {
      holds: `the Ring deck holds ring items that are not untested gold rings (${SOURCE})`,
      accepts: (card) => card.isRing,
    },
    site: {
      holds: `the Site deck holds Havens and the locations sleeved with MP cards (${SOURCE})`,
      accepts: (card) => card.type === 'Site',
      // "Multiple copies of the same location may be present" (§2, the Marshalling Point Deck).
      locationPool: true,
    },
    haven: unusedDeck(`Arda Revised has no Haven deck: Havens go in the Site deck (${SOURCE})`),
    avatar: {
      holds: `the Avatar deck holds the ${options.avatar.label} drafted at setup (Arda Revised §3)`,
      accepts: avatars.matches,
      composition: [avatars],
    },
  };
  return {
    id: options.id,
    label: options.label,
    source: SOURCE,
    // §3 speaks of 2–5 and 6–7 player games.
    players: { min: 2, max: 7 },
    alignments: options.alignments,
    alignmentRule: options.alignmentRule,
    uniqueRule: `${SOURCE}: the pool should not contain any copies of unique cards`,
    decks,
    deckFor: firstAccepting(decks, ['avatar', 'ring', 'minor', 'character', 'site', 'mp', 'play']),
    alignmentRefusal: options.alignmentRefusal,
    setup: [
      {
        deck: 'character',
        label: 'characters of mind 6 or more',
        matches: (card) => card.type === 'Character' && !card.isAvatar && (card.mind ?? 0) >= 6,
        perPlayer: () => 2,
        severity: 'error',
        rule: 'Arda Revised §3: "Each player receives at random 2 characters with 6 mind or higher (taken from the Roving Character Deck)"',
      },
    ],
    // Arda Revised leaves card choice to the group: it names no excluded or discouraged cards.
    excluded: [],
    discouraged: [],
  };
}
