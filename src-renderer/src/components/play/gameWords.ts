/**
 * The game's messages (src-shared/play/msg.ts) as the Play screen words them: card names from the game's catalog, seat
 * names from the game, and what the shown seat may see. English until the game's words are translated.
 */
import type { GameView } from '@shared/engine';
import { englishEnv } from '@shared/play/describe';
import { sentence, type Msg, type RenderEnv } from '@shared/play/msg';

export function wordsEnv(view: GameView): RenderEnv {
  return { ...englishEnv({ view }), viewer: view.viewer };
}

export function sayMsg(view: GameView, m: Msg): string {
  return sentence(wordsEnv(view), m);
}
