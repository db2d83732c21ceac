/**
 * Dark Arda play positions until the Dark Arda setup exists: a scenario kit (two Ringwraith seats,
 * real cards) or a real Arda Revised game with Ringwraith seats, switched to the 'dark-arda' profile
 * with the Audience at 25 MP ("any player with 25 or more MP may call the Audience with Sauron").
 */
import { ScenarioKit } from '../../cards/kit/kit';
import type { GameState } from '../../../src-shared/engine/types';
import { atFirstTurn, fixtures } from './fixtures';

export const AUDIENCE = 25;

export function darkKit(profile: 'dark-arda' | 'arda-revised' = 'dark-arda'): ScenarioKit {
  const k = new ScenarioKit(fixtures().cards, ['ringwraith', 'ringwraith']);
  if (profile === 'dark-arda') {
    k.s.profile = 'dark-arda';
    k.s.options.councilMp = AUDIENCE;
  }
  return k;
}

/** A bot-driven game of `seats` Ringwraith players at its first organization phase, played by Dark Arda rules from there. */
export function darkGame(seed: string | number, seats = 2): GameState {
  const s = atFirstTurn(Array.from({ length: seats }, () => 'ringwraith' as const), seed);
  s.profile = 'dark-arda';
  s.options.councilMp = AUDIENCE;
  return s;
}
