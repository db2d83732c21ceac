/**
 * Dark Arda ("Compiled Arda Rules — Minion", after Goblin King): an all-Ringwraith game for
 * 2–9 players. Deck contents from "Arda Deck Construction"; lists from "Cards that Should Not
 * Be Included" (errors) and "Cards That Are Discouraged From Being Included" (warnings).
 *
 * Alignments: Minion, Neutral (hazards) and Dual (usable as minion resources). Hero,
 * Fallen-wizard/Stage and Balrog cards are on the excluded list by alignment; the validator
 * reports them once, as ALIGNMENT, not again as EXCLUDED. The Balrog-specific cards the data
 * prints as Minion are EXCLUDED by the list entry below.
 *
 * Eight decks: Darkhavens have their own Haven deck.
 */
import type { ArdaCardFacts, DeckId } from '../model';
import { described, firstAccepting, named, type CompositionGroup, type DeckRule, type ListRule, type Profile } from '../profile';

const SOURCE = 'Dark Arda, "Arda Deck Construction"';
const EXCLUDED = 'Dark Arda, "Cards that Should Not Be Included"';
const DISCOURAGED = 'Dark Arda, "Cards That Are Discouraged From Being Included"';
const SETUP = 'Dark Arda, "Game Setup" step 2';

const MODE_CARDS = ['Heralded Lord', 'Black Rider', 'Fell Rider'] as const;
const modeCard = named('mode cards', MODE_CARDS, 'each Ringwraith starts with one of each');

/** Whispers of Rings and Orders from Lugbúrz: permanent-events drafted like minor items. */
const isMinorLike = (card: ArdaCardFacts) => card.isMinorItem || (card.type === 'Resource' && card.playableAsStartingMinorItem);
const isPoolResource = (card: ArdaCardFacts) =>
  card.type === 'Resource' && !isMinorLike(card) && !card.isRing && !modeCard.matches(card);

const ringwraiths: CompositionGroup = {
  label: 'Ringwraiths',
  matches: (card) => card.isAvatar && card.race === 'Ringwraith',
  maxEach: () => 1,
  minTotal: () => 9,
  minDistinct: 9,
  rule: `${SOURCE}: the Avatar deck holds one copy of each of the nine Ringwraiths`,
};

const modeGroups: CompositionGroup[] = MODE_CARDS.map((name) => {
  const card = named(name, [name], '');
  return {
    label: name,
    matches: card.matches,
    maxEach: () => 9,
    // Each player's Ringwraith starts with one of each mode card: fewer than one per player
    // is an error; fewer than the nine the deck lists is a warning.
    minTotal: (players: number) => players,
    idealTotal: 9,
    rule: `${SOURCE}: the Avatar deck holds "nine copies each of Heralded Lord, Black Rider, and Fell Rider", one ${name} for each player`,
  };
});

const decks: Record<DeckId, DeckRule> = {
  play: {
    holds: `the Play deck holds all hazards and the resources that cannot give MP (${SOURCE})`,
    accepts: (card) => card.type === 'Hazard' || (isPoolResource(card) && !card.hasMp),
  },
  mp: {
    holds: `the MP (Treasure) deck holds resources that can give MP: items, allies, factions, certain events, untested gold rings (${SOURCE})`,
    accepts: isPoolResource,
    requiresMp: true,
  },
  character: {
    holds: `the Character deck holds minion characters and minion agents (${SOURCE})`,
    accepts: (card) => card.type === 'Character' && !card.isAvatar,
    copyLimit: { max: 3, rule: `${SOURCE}: up to three copies of each non-unique minion character` },
    // "Game Setup" step 2 deals twelve characters to each player.
    size: (players) => ({
      min: 12 * players,
      severity: 'warning',
      rule: `Dark Arda, "Game Setup" step 2: twelve characters are dealt to each player (${12 * players} for ${players} players)`,
    }),
  },
  minor: {
    holds: `the Minor Item deck holds minor items and the permanent-events played like them, Whispers of Rings and Orders from Lugbúrz (${SOURCE})`,
    accepts: isMinorLike,
    copyLimit: { max: 3, rule: `${SOURCE}: up to three of each non-unique minor item` },
  },
  ring: {
    holds: `the Ring deck holds the "Special Item" rings that replace tested gold rings (${SOURCE})`,
    accepts: (card) => card.isRing,
  },
  site: {
    holds: `the Site deck holds the minion sites other than Darkhavens (${SOURCE})`,
    accepts: (card) => card.type === 'Site' && !card.isHaven,
    // "Each player should provide a site deck if possible": a unique site once per player.
    uniqueCopies: (players) => players,
    coverage: {
      label: 'minion sites (Under-deeps sites aside)',
      matches: (card) => card.type === 'Site' && card.alignment === 'Minion' && !card.isHaven && !card.isUnderDeeps && !card.balrogSpecific,
      copies: () => 1,
      severity: 'warning',
      rule: `${SOURCE}: the Site deck contains "one each of the Minion sites (Under-deeps sites may be included if desired, but are not required)"`,
    },
  },
  haven: {
    holds: `the Haven deck holds the Darkhavens (${SOURCE})`,
    accepts: (card) => card.type === 'Site' && card.isHaven,
    // "At least nine of each is ideal": repeated Darkhavens are the point of the deck.
    uniqueCopies: () => Number.POSITIVE_INFINITY,
    coverage: {
      label: 'Darkhavens',
      matches: (card) => card.type === 'Site' && card.alignment === 'Minion' && card.isHaven,
      copies: () => 9,
      severity: 'warning',
      rule: `${SOURCE}: the Haven deck holds "Darkhavens for players to use as needed (at least nine of each is ideal)"`,
    },
  },
  avatar: {
    holds: `the Avatar deck holds the nine Ringwraiths and the Heralded Lord, Black Rider and Fell Rider mode cards (${SOURCE})`,
    accepts: (card) => ringwraiths.matches(card) || modeCard.matches(card),
    composition: [ringwraiths, ...modeGroups],
  },
};

/** The card's own text is the search-and-fetch effect (An Unexpected Outpost), with no other use. */
const SEARCH = /(?:^|\.\s*)(?:bring|take|search)\b[^.]*\b(?:sideboard|play deck)/i;
/** Events playable only through an agent (Pilfer Anything Unwatched, Faithless Steward…). */
const NEEDS_AGENT =
  /playable on an? (?:untapped |face-down |face-up |face up )?(?:\w+ )?agent\b|(?:^|\.\s*)(?:tap|discard) an? (?:\w+ )?agent\b|one agent character may be played|(?:^|\.\s*)(?:any|each) agent may/i;
const CVCC = /company (?:vs\.?|versus) company combat|attack another (?:minion )?company/i;
const isEvent = (card: ArdaCardFacts) => /event/i.test(card.subtype ?? '');
const nonSite = (card: ArdaCardFacts) => card.type !== 'Site';

const sauronNames = ['The Lidless Eye', 'Sauron', 'Eye Never Sleeping', 'Powers Too Dark and Terrible', 'The Dark Power', 'The Great Eye'];
const sauronByName = named('', sauronNames, '');

const excluded: ListRule[] = [
  // The data stores the Balrog's own characters and resources as Minion, "Balrog specific." in their text.
  described('cards with the Balrog alignment (Balrog-specific cards)', 'only a Balrog player may use a Balrog-specific card, and every player here is a Ringwraith', (card) =>
    card.balrogSpecific,
  ),
  named('Sudden Call', ['Sudden Call'], 'every player already holds a Sudden Call ("Sudden Call Rule")'),
  described('every <Ringwraith> Unleashed card', 'the Unleashed cards are left out ("Game Format")', (card) =>
    / unleashed$/.test(card.nameKey),
  ),
  described('cards whose sole purpose is to search the deck or sideboard', 'Arda has no personal deck or sideboard to search', (card) =>
    nonSite(card) && SEARCH.test(card.text) && !/alternatively/i.test(card.text),
  ),
  described('events that require an Agent', 'minion agents are played as characters, never as hazard agents ("Minion Agent Rule")', (card) =>
    isEvent(card) && NEEDS_AGENT.test(card.text),
  ),
  // Prone to Violence is the one company-vs-company card the rules keep: it starts in play ("Prone to Violence Rule").
  described('cards about company vs. company combat', 'such combat needs companies of differing alignments, and every company here is a minion company', (card) =>
    nonSite(card) && CVCC.test(card.text) && card.nameKey !== 'prone to violence',
  ),
  {
    label: 'cards for or against a Sauron player',
    names: sauronNames,
    why: 'nobody plays Sauron in Dark Arda',
    matches: (card) => sauronByName.matches(card) || /\byou are sauron\b/i.test(card.text),
  },
  named(
    'cards the Lidless Eye rulebook names as useless or too strong against Ringwraith companies',
    ['Bane of the Ithil-stone', 'Foul Fumes', 'Mûmak', 'The Nazgûl are Abroad', 'Worn and Famished', 'The Black Enemy’s Wrath', 'In the Heart of His Realm', 'Mordor in Arms'],
    'they have no effect on, or are too strong against, Ringwraith companies',
  ),
];

const discouraged: ListRule[] = [
  described('Nazgûl hazards', 'they are manifestations of Ringwraiths likely always in play, so they see little use', (card) =>
    card.type === 'Hazard' && card.race === 'Nazgûl',
  ),
  named(
    'cards the Lidless Eye rulebook names as too hostile to Sauron’s own agents or too tied to heroes',
    ['Eye of Sauron', 'Morgul-knife', 'The Pale Sword', 'Rogrog', 'Black Breath', 'Gothmog', 'Many Sorrows Befall', 'Aware of Their Ways', 'Eyes of the Shadow', 'In Great Wrath', 'Long Dark Reach', 'Out of the Black Sky', 'Revealed to All Watchers', 'Wraith-lord'],
    'they represent Sauron acting against his own servants, or suit heroes rather than minions',
  ),
];

export const darkArda: Profile = {
  id: 'dark-arda',
  label: 'Dark Arda',
  source: 'Dark Arda',
  players: { min: 2, max: 9 },
  alignments: ['Minion', 'Neutral', 'Dual'],
  alignmentRule: `${EXCLUDED}: any card with the Hero, Fallen-wizard/Stage or Balrog alignment`,
  uniqueRule: `${SOURCE}: a single copy of each unique card`,
  decks,
  deckFor: firstAccepting(decks, ['avatar', 'ring', 'minor', 'character', 'haven', 'site', 'mp', 'play']),
  setup: [
    {
      deck: 'character',
      label: 'characters of mind 7 or more',
      matches: (card) => card.type === 'Character' && !card.isAvatar && (card.mind ?? 0) >= 7,
      perPlayer: () => 1,
      severity: 'warning',
      rule: `${SETUP}: "Each player is dealt one card from the first (7+ Mind) pile"`,
    },
    {
      deck: 'character',
      label: 'characters of mind 6',
      matches: (card) => card.type === 'Character' && !card.isAvatar && card.mind === 6,
      perPlayer: (players) => (players <= 4 ? 3 : 2),
      severity: 'warning',
      rule: `${SETUP}: "Each player is given two cards from the second (6 Mind) pile (three if there are four or fewer players)"`,
    },
  ],
  excluded: excluded.map((rule) => ({ ...rule, why: `${rule.why}; ${EXCLUDED}` })),
  discouraged: discouraged.map((rule) => ({ ...rule, why: `${rule.why}; ${DISCOURAGED}` })),
};
