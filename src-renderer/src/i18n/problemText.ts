/**
 * Words a problem the shared core reports by code (src-shared/text/problem.ts) in the UI language, from the
 * `problems` messages. List params read "a, b, c"; card names and ids in the params are shown as they are. A code
 * this UI does not know, or params that do not fit its message, show the core's English text instead.
 * Relative imports only: unit tests use it without the renderer aliases.
 */
import type { ProblemParams } from '../../../src-shared/text/problem';
import { problems } from './messages/problems';
import type { Translate } from './translate';

type Entry = string | Record<string, string>;
const ENGLISH: Record<string, Entry> = problems.en;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

export interface CodedProblem {
  code?: string | null;
  params?: ProblemParams | null;
}

export function problemText(t: Translate, problem: CodedProblem, fallback: string): string {
  const { code, params } = problem;
  const entry = code && Object.hasOwn(ENGLISH, code) ? ENGLISH[code] : undefined;
  if (entry === undefined || !params) return fallback;
  const named: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) named[key] = Array.isArray(value) ? value.join(', ') : value;
  const has = (text: string, also: Record<string, unknown> = {}) => placeholders(text).every((name) => name in named || name in also);

  if (typeof entry === 'string') return has(entry) ? t(`problems.${code}`, named) : fallback;
  // Optional parts ("in set TW", "did you mean…") show when their params are there, else leave nothing.
  const parts: Record<string, string> = {};
  for (const [part, text] of Object.entries(entry)) {
    if (part !== 'text') parts[part] = has(text) ? t(`problems.${code}.${part}`, named) : '';
  }
  return has(entry.text ?? '', parts) ? t(`problems.${code}.text`, { ...named, ...parts }) : fallback;
}
