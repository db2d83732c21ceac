import { actors, applyInPlace, createGame } from '../src-shared/engine';
import { chooseBotAction } from '../src-shared/engine/bots/planner';
import type { Action } from '../src-shared/engine/types';
import { setupFor } from './unit/engine-fixtures/fixtures';
import { darkSetup } from './unit/engine-fixtures/darkArdaFixtures';
for (const g of [setupFor(['wizard', 'ringwraith'], 'record-1'), setupFor(['ringwraith', 'wizard', 'wizard'], 'record-2'), darkSetup(3, 'record-dark')]) {
  const state = createGame(g); let k = 0;
  for (; k < 20000 && !state.result; k++) { const d = actors(state); const seat = d[k % d.length] as number; const a = chooseBotAction(state, seat, 'simple') as Action; const r = applyInPlace(state, seat, a); if (!r.ok) throw new Error(r.rejection.message); }
  console.log(g.seed, k, state.result?.reason, state.turn.round);
}
