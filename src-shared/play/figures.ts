/** A character's effective figures, general influence used, and scores, read from a view. */
import type { GameView } from '../engine/api';
import type { ScoreSheet } from '../engine/types';

export interface CharacterFigures {
  prowess: number;
  body: number;
  mind: number | null;
  di: number;
  corruption: number;
  status: 'untapped' | 'tapped' | 'wounded';
}

export function characterFigures(_view: GameView, _inst: number): CharacterFigures {
  return { prowess: 0, body: 0, mind: null, di: 0, corruption: 0, status: 'untapped' };
}

export function influenceUsed(_view: GameView, _seat: number): { used: number; of: number } {
  return { used: 0, of: 20 };
}

export function scores(view: GameView): ScoreSheet[] {
  return view.players.map(() => ({ character: 0, item: 0, faction: 0, ally: 0, kill: 0, misc: 0, negative: 0, total: 0 }));
}
