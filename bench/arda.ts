/**
 * Arda set validation: a full validation of a set of about 1,000 cards, and revalidation
 * after one edit (what the editor does on every keystroke). The validator has no
 * incremental mode: a full pass is what one edit costs, so it is timed with the edit applied.
 */
import { readFileSync } from 'node:fs';
import { buildFromCollection } from '../src-shared/arda/build';
import { cardFactsMap, DECK_IDS, type ArdaSet } from '../src-shared/arda/model';
import type { Profile } from '../src-shared/arda/profile';
import { getProfile } from '../src-shared/arda/profiles';
import { validateArdaSet, type CardLookup, type ValidationContext } from '../src-shared/arda/validate';
import { parseCardDatabase } from '../src-shared/cards/parseCardDatabase';
import { median, ms, timeRuns } from './stats';
import { verdict, type BenchRow } from './table';

export interface ArdaBenchOptions {
  cardFile: string;
  runs?: number;
}

const FULL_GOAL_MS = 20;
const EDIT_GOAL_MS = 2;

const setSize = (set: ArdaSet) => DECK_IDS.reduce((n, deck) => n + set.decks[deck].reduce((m, e) => m + e.copies + e.proxies, 0), 0);

/** Every copy moved to the next deck: most cards in the wrong deck, a worst case for messages. */
function scrambled(set: ArdaSet): ArdaSet {
  const decks = { ...set.decks };
  DECK_IDS.forEach((deck, i) => (decks[DECK_IDS[(i + 1) % DECK_IDS.length] ?? deck] = set.decks[deck]));
  return { ...set, decks };
}

export async function benchArdaValidation({ cardFile, runs = 400 }: ArdaBenchOptions): Promise<BenchRow[]> {
  const records = parseCardDatabase(cardFile, readFileSync(cardFile, 'utf8')).cards;
  const cards: CardLookup = cardFactsMap(records);
  const profile = getProfile('arda-revised-ringwraith') as Profile;
  const players = 7;
  const owned = new Map([...cards.values()].filter((c) => profile.alignments.includes(c.alignment)).map((c) => [c.id, 4]));
  const { set } = buildFromCollection({ profile, players, cards, owned });
  const context: ValidationContext = { owned, allocatedElsewhere: new Map(), players };
  const size = setSize(set);

  // Cold: fresh card facts, so the per-card list checks (rules-text predicates) run once each.
  const coldCards = cardFactsMap(records);
  const coldStart = performance.now();
  validateArdaSet(set, coldCards, context);
  const cold = performance.now() - coldStart;

  const full = median(await timeRuns(runs, () => validateArdaSet(set, cards, context), 20));

  // One edit per run: add a copy of a Play-deck card, then take it away, alternately.
  const entry = set.decks.play[0];
  if (!entry) throw new Error('the benchmark set has an empty Play deck');
  const edit = median(
    await timeRuns(
      runs,
      (run) => {
        entry.copies += run % 2 === 0 ? 1 : -1;
        return validateArdaSet(set, cards, context);
      },
      20,
    ),
  );

  const messy = scrambled(set);
  const messyCount = validateArdaSet(messy, cards, context).length;
  const worst = median(await timeRuns(runs, () => validateArdaSet(messy, cards, context), 20));

  return [
    { name: `full validation, ${size} cards (median)`, value: ms(full), goal: `< ${FULL_GOAL_MS} ms`, verdict: verdict(full < FULL_GOAL_MS) },
    { name: 'first validation with new card data (cold)', value: ms(cold), goal: `< ${FULL_GOAL_MS} ms`, verdict: verdict(cold < FULL_GOAL_MS) },
    { name: 'revalidation after one edit (median)', value: ms(edit), goal: `< ${EDIT_GOAL_MS} ms`, verdict: verdict(edit < EDIT_GOAL_MS) },
    { name: `full validation, decks scrambled (${messyCount} problems)`, value: ms(worst), goal: `< ${FULL_GOAL_MS} ms`, verdict: verdict(worst < FULL_GOAL_MS) },
  ];
}
