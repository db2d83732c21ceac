import { fuzzGame, parseKey } from './fuzz/fuzzGame';
const keys = process.argv.slice(2);
for (const k of keys) {
  const t = Date.now();
  const r = fuzzGame(parseKey(k));
  console.log(k, r.ok, r.reason, r.actions, 'actions', r.rounds, 'rounds', ((Date.now() - t) / 1000).toFixed(1), 's');
}
