/**
 * Scenario code is test code (issue 22: "the app's bundles do not contain it"): the built bundles (out/main, out/preload,
 * out/renderer) hold the card definitions but none of their scenarios. Scenario titles are string literals, which survive
 * minification, so each bundle is searched for the longer ones and for the scenario kit's own messages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { CARD_DEFS } from '../../src-shared/engine/cards/library';
import '../../src-shared/engine';
import { scenariosOf } from '../cards/scenarios';
import { PROJECT_ROOT } from './support';

const OUT = process.env.E2E_OUT ?? join(PROJECT_ROOT, 'out');

function bundles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? bundles(p) : /\.(c|m)?js$/.test(f) ? [p] : [];
  });
}

test('the built bundles carry the card definitions and none of their scenarios', () => {
  const files = bundles(OUT);
  expect(files.length, `no bundle under ${OUT}: run "npx electron-vite build" first`).toBeGreaterThan(0);
  const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  // The definitions are there (a definition's quoted card text is in the app)…
  // (Printable ASCII only: the bundler writes other characters as escapes.)
  const plain = (t: string) => /^[\x20-\x7e]+$/.test(t) && !/["'\\`]/.test(t);
  const quoted = CARD_DEFS.map((d) => d.text).filter((t) => t.length > 40 && plain(t));
  expect(quoted.filter((t) => text.includes(t)).length).toBeGreaterThan(quoted.length / 2);
  // …their scenarios are not: titles long enough not to be any other sentence of the app.
  const titles = [...new Set(CARD_DEFS.flatMap((d) => scenariosOf(d).map((s) => s.title)).filter((t) => t.length >= 30 && plain(t)))];
  expect(titles.length).toBeGreaterThan(500);
  const found = titles.filter((t) => text.includes(t));
  expect(found).toEqual([]);
  // The scenario kit itself (tests/cards/kit/kit.ts) is not bundled either.
  expect(text).not.toMatch(/class ScenarioKit|ScenarioKit\(/);
});
