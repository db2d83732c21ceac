// Temporary (not committed): writes tests/cards/mutate/known-survivors.json from a full run's JSON, with a reason per survivor.
import { readFileSync, writeFileSync } from 'node:fs';
import '../src-shared/engine';
import { DEFS_BY_SLUG } from '../src-shared/engine/cards/library';
import type { CardDef, Predicate } from '../src-shared/engine/effects/types';

const run = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as { definitions: { slug: string; mutants: { name: string; killed: boolean }[] }[] };
const SPECIAL: Record<string, Record<string, string>> = JSON.parse(readFileSync('/tmp/mutgen/special.json', 'utf8') || '{}') as Record<string, Record<string, string>>;

function at(def: CardDef, path: string): unknown {
  let v: unknown = def;
  for (const m of path.matchAll(/([A-Za-z]+)|\[(\d+)\]/g)) v = (v as Record<string, unknown> | undefined)?.[m[1] ?? Number(m[2])];
  return v;
}
const predLabel = (p: Predicate | undefined) => (p ? (p.is === 'custom' ? p.label : p.is) : '?');

function reason(def: CardDef, name: string): string {
  let m: RegExpExecArray | null;
  if ((m = /^(.*)\.target\.side (\w+)→any$/.exec(name))) return m[2] === 'own' ? "no scenario tries it on another player's character" : 'no scenario tries it on a character of another company';
  if ((m = /^(.*\.target\.where\[\d+\]) removed$/.exec(name))) return `no scenario tries a character that fails "${predLabel(at(def, m[1] as string) as Predicate)}"`;
  if ((m = /^(.*)\.target\.match\.(\w+) removed$/.exec(name))) return `no scenario offers a target of another ${m[2]} than ${JSON.stringify(at(def, `${m[1]}.target.match.${m[2]}`))}`;
  if ((m = /^(.*requires\[\d+\]) removed$/.exec(name))) return `no scenario tries it where "${predLabel(at(def, m[1] as string) as Predicate)}" does not hold`;
  if ((m = /^(.*requires\[\d+\]) negated$/.exec(name))) return `no scenario tells "${predLabel(at(def, m[1] as string) as Predicate)}" from its opposite`;
  if ((m = /^(.*costs\[\d+\]) removed$/.exec(name))) return `no scenario checks that the cost ${JSON.stringify(at(def, m[1] as string))} is paid`;
  if ((m = /^(.*effects\[\d+\]) removed$/.exec(name))) {
    const e = at(def, m[1] as string) as { do: string; label?: string };
    if (e.do === 'stay') return 'equivalent: effects/resolve.ts keeps a permanent or long event in play by its type, so `stay` changes nothing';
    return `no scenario checks the effect "${e.label ?? e.do}"`;
  }
  if ((m = /^(abilities\[\d+\]) removed$/.exec(name))) return 'no scenario uses the ability';
  if ((m = /^(static\[\d+\])\.(when|onlyIf) removed$/.exec(name))) return `no scenario tries it where its ${m[2]} condition fails`;
  if ((m = /^(static\[\d+\]) removed$/.exec(name))) {
    const st = at(def, m[1] as string) as { on: string; stat?: string; after?: string };
    return `no scenario sees the static effect (${[st.on, st.stat ?? st.after].filter(Boolean).join(' ')})`;
  }
  if ((m = /^(\S+) (-?\d+)→(-?\d+)$/.exec(name))) return `no scenario sees ${m[1]} at its full value (${m[2]}, not ${m[3]}): below a cap or not read`;
  return 'not yet caught by a scenario';
}

const out: Record<string, Record<string, string>> = {};
for (const r of run.definitions) {
  const def = DEFS_BY_SLUG[r.slug] as CardDef;
  for (const mu of r.mutants) {
    if (mu.killed) continue;
    (out[r.slug] ??= {})[mu.name] = SPECIAL[r.slug]?.[mu.name] ?? reason(def, mu.name);
  }
}
writeFileSync('tests/cards/mutate/known-survivors.json', `${JSON.stringify(out, null, 2)}\n`);
console.log(Object.keys(out).length, 'definitions', Object.values(out).reduce((n, o) => n + Object.keys(o).length, 0), 'survivors');
