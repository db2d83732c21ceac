/**
 * A sample opening from an Arda set, to see whether the set plays well before printing it: the
 * engine's own setup (createGame: hands, the toss, characters dealt, the avatar and minor item
 * drafts, starting companies and sites, the face-up rows) with every choice made by the simple
 * computer player, stopped as the first turn begins. Same setup and seed, same opening.
 */
import { actors, applyInPlace, createGame } from '../engine';
import { chooseBotAction } from '../engine/bots/planner';
import type { GameSetup, GameState } from '../engine/types';
import { DECK_IDS, type DeckId } from './model';

export interface SampleCompany {
  site: string;
  characters: { cardId: string; items: string[] }[];
}

export interface SampleSeat {
  seat: number;
  name: string;
  /** The avatar drafted (not yet in play). */
  avatar: string | null;
  /** The characters dealt before the starting company was chosen ("2 characters with 6 mind or higher", then up to 10). */
  dealt: string[];
  companies: SampleCompany[];
  hand: string[];
  mpHand: string[];
}

export interface SampleSetup {
  seed: string;
  /** Seats in turn order (the toss winner first). */
  order: number[];
  seats: SampleSeat[];
  /** The communal face-up rows of each set in the game, by side. */
  faceUp: { alignment: string; character: string[]; minor: string[]; mp: string[] }[];
  /** Cards left in each deck once the opening is dealt, by side. */
  decksLeft: { alignment: string; counts: Record<DeckId, number> }[];
}

/** Setup choices are few (avatars, companies, two minor items each, sites): this bounds a broken loop only. */
const MAX_SETUP_ACTIONS = 500;

export function dealSampleSetup(setup: GameSetup): SampleSetup {
  const s = createGame(setup);
  const dealt = new Map(s.players.map((p) => [p.seat, p.pool.map((i) => s.cardOf[i] as string)]));
  finishSetup(s);
  const ids = (insts: readonly number[]) => insts.map((i) => s.cardOf[i] as string);
  const seats: SampleSeat[] = s.players.map((p) => ({
    seat: p.seat,
    name: p.name,
    avatar: p.avatar.length > 0 ? (s.cardOf[p.avatar[0] as number] as string) : p.avatarInPlay !== null ? (s.cardOf[p.avatarInPlay] as string) : null,
    dealt: dealt.get(p.seat) ?? [],
    companies: s.companies
      .filter((c) => c.owner === p.seat)
      .map((c) => ({ site: c.site, characters: c.chars.map((ch) => ({ cardId: s.cardOf[ch] as string, items: ids(s.chars[String(ch)]?.items ?? []) })) })),
    hand: ids(p.hand),
    mpHand: ids(p.mpHand),
  }));
  const faceUp: SampleSetup['faceUp'] = [];
  const decksLeft: SampleSetup['decksLeft'] = [];
  for (const [alignment, zones] of Object.entries(s.sets)) {
    if (!zones) continue;
    faceUp.push({ alignment, character: ids(zones.faceUp.character), minor: ids(zones.faceUp.minor), mp: ids(zones.faceUp.mp) });
    const counts = Object.fromEntries(DECK_IDS.map((d) => [d, zones.decks[d].length])) as Record<DeckId, number>;
    decksLeft.push({ alignment, counts });
  }
  return { seed: String(setup.seed), order: [...s.order], seats, faceUp, decksLeft };
}

/** Every setup choice made by the simple computer player, until the first turn begins (any profile's setup steps). */
function finishSetup(s: GameState): void {
  for (let n = 0; n < MAX_SETUP_ACTIONS && s.turn.number === 0 && !s.result; n++) {
    const seat = actors(s)[0] ?? -1;
    const action = chooseBotAction(s, seat, 'simple');
    if (!action) break;
    const result = applyInPlace(s, seat, action);
    if (!result.ok) throw new Error(`sample setup: the computer's choice was refused (${result.rejection.message})`);
  }
}
