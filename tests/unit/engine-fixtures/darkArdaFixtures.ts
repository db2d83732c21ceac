/**
 * Dark Arda fixtures: a set built by the Dark Arda profile (src-shared/arda/profiles/darkArda.ts)
 * from ../shared/cards/cards.json, every card owned nine times, so the decks hold what "Arda Deck
 * Construction" lists: three of each non-unique character, the nine Ringwraiths and nine of each
 * mode card, Whispers of Rings and Orders from Lugbúrz among the minor items.
 */
import { buildFromCollection } from '../../../src-shared/arda/build';
import { cardFactsMap, type ArdaSet } from '../../../src-shared/arda/model';
import type { Profile } from '../../../src-shared/arda/profile';
import { getProfile } from '../../../src-shared/arda/profiles';
import type { GameSetup, PlayerSetup } from '../../../src-shared/engine/types';
import { fixtures } from './fixtures';

let darkSet: ArdaSet | null = null;

export function darkArdaSet(): ArdaSet {
  if (darkSet) return darkSet;
  const f = fixtures();
  const facts = cardFactsMap(f.records);
  const profile = getProfile('dark-arda') as Profile;
  const owned = new Map([...facts.values()].filter((c) => profile.alignments.includes(c.alignment)).map((c) => [c.id, 9]));
  darkSet = buildFromCollection({ profile, players: 9, cards: facts, owned, name: 'Dark Arda' }).set;
  return darkSet;
}

export function darkSetup(players: number, seed: string | number, set: ArdaSet = darkArdaSet()): GameSetup {
  const list: PlayerSetup[] = Array.from({ length: players }, (_, seat) => ({ seat, name: `P${seat}`, kind: 'bot', alignment: 'ringwraith' }));
  return { players: list, sets: { ringwraith: { set } }, cards: fixtures().cards, profile: 'dark-arda', seed };
}
