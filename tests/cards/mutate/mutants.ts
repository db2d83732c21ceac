/**
 * The mutants of a card definition (`npm run cards:mutate`): each one the definition with ONE change that removes or weakens
 * something it says — an effect, a static effect, an ability (or one of its effects, requirements or costs), a play
 * requirement (removed or negated), a cost, a target restriction (loosened), a condition of a static effect, a numeric figure
 * (moved toward 0: +2 → +1 and → 0, -1 → 0, a count 2 → 1). Definitions are data: the walk is generic, over plain objects
 * and arrays; functions (custom predicates, `run`s) are only removed or negated, never edited. Each mutant is named by the
 * path it changes ("effects[1] removed", "play.requires[0] negated", "static[0].delta 2→1").
 *
 * A mutant is a copy along the changed path only: the definition and the vocabulary objects it shares with others are left
 * untouched.
 */
import type { CardDef, Predicate, TargetSpec } from '../../../src-shared/engine/effects/types';
import { holds } from '../../../src-shared/engine/effects/query';

export interface Mutant {
  /** The path changed and how ("play.requires[0] negated"). */
  name: string;
  def: CardDef;
}

type Key = string | number;
type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** A copy of `root` with the value at `path` replaced by `change(old)`; `undefined` deletes an object key. */
function edit<T>(root: T, path: readonly Key[], change: (old: unknown) => unknown): T {
  if (path.length === 0) return change(root) as T;
  const [head, ...rest] = path as [Key, ...Key[]];
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = edit(copy[head as number], rest, change);
    return copy as T;
  }
  const copy: Plain = { ...(root as Plain) };
  const next = edit(copy[head as string], rest, change);
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy as T;
}

/** A copy of `root` without the array element at `path`. */
function removeAt<T>(root: T, path: readonly Key[]): T {
  const at = path[path.length - 1] as number;
  return edit(root, path.slice(0, -1), (arr) => (arr as unknown[]).filter((_, i) => i !== at));
}

function pathName(path: readonly Key[]): string {
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}

/** A requirement turned round: it holds exactly where the original does not. */
function negated(p: Predicate): Predicate {
  const label = p.is === 'custom' ? p.label : p.is;
  return { is: 'custom', label: `not (${label})`, test: (q) => !holds(q, p) };
}

/** Keys whose numbers are not figures (which one of a list, not how much). */
const NOT_FIGURES = new Set(['index']);
/** Optional conditions of a static effect that narrow it: removing one makes it apply more widely. */
const CONDITIONS = ['when', 'onlyIf'];
/** Data conditions of a static effect (not functions) that narrow it: "at a Free-hold or Border-hold" (`autoAt`), "if Doors of Night is in play" (`doorsOfNight`, `ifInPlay`), "Unless … Ahunt is in play" (`unlessInPlay`), "If the bearer is already a warrior" (`already`). */
const DATA_CONDITIONS = ['autoAt', 'doorsOfNight', 'already', 'ifInPlay', 'unlessInPlay'];

/** Each number under `value` (plain objects and arrays only), moved toward 0. */
function figures(value: unknown, path: Key[], out: Mutant[], def: CardDef): void {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value === 0 || NOT_FIGURES.has(String(path[path.length - 1]))) return;
    const toward = value > 0 ? value - 1 : value + 1;
    for (const to of toward === 0 ? [0] : [toward, 0]) out.push({ name: `${pathName(path)} ${value}→${to}`, def: edit(def, path, () => to) });
    return;
  }
  if (Array.isArray(value)) value.forEach((v, i) => figures(v, [...path, i], out, def));
  else if (isPlain(value)) for (const [k, v] of Object.entries(value)) figures(v, [...path, k], out, def);
}

/** Requirements: each removed, each negated. */
function requirements(list: readonly Predicate[] | undefined, path: Key[], out: Mutant[], def: CardDef): void {
  (list ?? []).forEach((p, i) => {
    out.push({ name: `${pathName([...path, i])} removed`, def: removeAt(def, [...path, i]) });
    out.push({ name: `${pathName([...path, i])} negated`, def: edit(def, [...path, i], () => negated(p)) });
  });
}

/** A target loosened: each of its conditions removed, the side of a character target widened to any character. */
function target(spec: TargetSpec | undefined, path: Key[], out: Mutant[], def: CardDef): void {
  if (!spec) return;
  if (spec.kind === 'character') {
    if (spec.side !== 'any') out.push({ name: `${pathName([...path, 'side'])} ${spec.side}→any`, def: edit(def, [...path, 'side'], () => 'any') });
    (spec.where ?? []).forEach((_, i) => out.push({ name: `${pathName([...path, 'where', i])} removed`, def: removeAt(def, [...path, 'where', i]) }));
  }
  if ('match' in spec) {
    for (const key of Object.keys(spec.match)) {
      const field = [...path, 'match', key];
      out.push({ name: `${pathName(field)} removed`, def: edit(def, field, () => undefined) });
    }
  }
}

function removals(list: readonly unknown[] | undefined, path: Key[], out: Mutant[], def: CardDef): void {
  (list ?? []).forEach((_, i) => out.push({ name: `${pathName([...path, i])} removed`, def: removeAt(def, [...path, i]) }));
}

/** Every mutant of a definition, in a stable order (play, effects, static, abilities; removals before figures). */
export function mutantsOf(def: CardDef): Mutant[] {
  const out: Mutant[] = [];
  if (def.play) {
    requirements(def.play.requires, ['play', 'requires'], out, def);
    target(def.play.target, ['play', 'target'], out, def);
    removals(def.play.costs, ['play', 'costs'], out, def);
    figures(def.play, ['play'], out, def);
  }
  removals(def.effects, ['effects'], out, def);
  figures(def.effects, ['effects'], out, def);
  (def.static ?? []).forEach((st, i) => {
    const plain = st as unknown as Plain;
    out.push({ name: `static[${i}] removed`, def: removeAt(def, ['static', i]) });
    for (const key of CONDITIONS) if (key in st && typeof plain[key] === 'function') out.push({ name: `static[${i}].${key} removed`, def: edit(def, ['static', i, key], () => undefined) });
    for (const key of DATA_CONDITIONS) if (plain[key] !== undefined) out.push({ name: `static[${i}].${key} removed`, def: edit(def, ['static', i, key], () => undefined) });
    // The creatures a `keying` static applies to, each of its conditions removed.
    if (st.on === 'keying') for (const key of Object.keys(st.creatures)) out.push({ name: `static[${i}].creatures.${key} removed`, def: edit(def, ['static', i, 'creatures', key], () => undefined) });
    // A passive condition (effects/passive.ts): each action it declares removed, the races it leaves out, the discard after it, its once a turn.
    if (st.on === 'passive') {
      removals(st.effects, ['static', i, 'effects'], out, def);
      if ('notRaces' in st.trigger && st.trigger.notRaces) out.push({ name: `static[${i}].trigger.notRaces removed`, def: edit(def, ['static', i, 'trigger', 'notRaces'], () => undefined) });
      if (st.discardAfter) out.push({ name: `static[${i}].discardAfter removed`, def: edit(def, ['static', i, 'discardAfter'], () => undefined) });
      if (st.oncePerTurn) out.push({ name: `static[${i}].oncePerTurn removed`, def: edit(def, ['static', i, 'oncePerTurn'], () => undefined) });
    }
    figures(st, ['static', i], out, def);
  });
  (def.abilities ?? []).forEach((ab, i) => {
    const at: Key[] = ['abilities', i];
    out.push({ name: `abilities[${i}] removed`, def: removeAt(def, at) });
    requirements(ab.requires, [...at, 'requires'], out, def);
    target(ab.target, [...at, 'target'], out, def);
    removals(ab.costs, [...at, 'costs'], out, def);
    removals(ab.effects, [...at, 'effects'], out, def);
    figures(ab.effects, [...at, 'effects'], out, def);
  });
  return out;
}
