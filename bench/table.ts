/** A plain-text table for benchmark results: one row per measurement, with its goal. */

export type Verdict = 'PASS' | 'MISS' | '';

export interface BenchRow {
  /** What was measured. */
  name: string;
  /** The figure, formatted ("12.3 ms", "4.1×"). */
  value: string;
  /** The goal in words ("≤ 5×"), or '' for figures given for information. */
  goal: string;
  verdict: Verdict;
}

export function verdict(ok: boolean): Verdict {
  return ok ? 'PASS' : 'MISS';
}

export function formatTable(title: string, rows: BenchRow[]): string {
  const header: BenchRow = { name: 'measurement', value: 'value', goal: 'goal', verdict: '' };
  const all = [header, ...rows];
  const width = (key: keyof BenchRow) => Math.max(...all.map((r) => r[key].length), key === 'verdict' ? 'result'.length : 0);
  const [wn, wv, wg, wr] = [width('name'), width('value'), width('goal'), width('verdict')];
  const line = (r: BenchRow, result: string) => `| ${r.name.padEnd(wn)} | ${r.value.padStart(wv)} | ${r.goal.padEnd(wg)} | ${result.padEnd(wr)} |`;
  const rule = `|${'-'.repeat(wn + 2)}|${'-'.repeat(wv + 2)}|${'-'.repeat(wg + 2)}|${'-'.repeat(wr + 2)}|`;
  return [title, line(header, 'result'), rule, ...rows.map((r) => line(r, r.verdict))].join('\n');
}
