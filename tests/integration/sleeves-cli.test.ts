/**
 * The `arda sleeves` commands end to end, as a child process on a temporary database with
 * the real card file: list and auto (text and the documented --json shapes), pair by hand
 * (by names, refused with the reason), unpair, the sleeve sheet as PDF (read back with
 * pdftotext), the partner line in `set print`, and the usage exits.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_FILE } from '../helpers/cardFile';
import { pdfText, runCli } from '../helpers/cli';
import { DB_FILE_NAME, openServices } from '../helpers/database';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('sleeves-cli-');
let dir: string;
let db: string;
const ids: Record<string, string> = {};

const arda = (args: string[]) => runCli(args, db, dir);

beforeAll(async () => {
  dir = dirs.make();
  db = path.join(dir, DB_FILE_NAME);
  const services = openServices(dir);
  try {
    await services.importCardFile(CARD_FILE);
    const id = (name: string) => services.db.prepare("SELECT id FROM cards WHERE name_en = ? AND alignment = 'Hero' ORDER BY id LIMIT 1").pluck().get(name) as string;
    for (const name of ['Rangers of the North', 'Gwaihir', 'Bree', 'Moria', 'Palantír of Orthanc']) ids[name] = id(name);
    const h = services.handlers;
    const set = await h['sets.create']({ name: 'Table', profileId: 'arda-revised-wizard', players: 4 });
    await h['sets.edit']({
      setId: set.set.id,
      label: 'MP',
      edits: [
        { deck: 'mp', cardId: ids['Rangers of the North'] ?? '', copiesDelta: 2 },
        { deck: 'mp', cardId: ids.Gwaihir ?? '', copiesDelta: 1 },
        { deck: 'mp', cardId: ids['Palantír of Orthanc'] ?? '', copiesDelta: 1 },
      ],
    });
    await h['collection.change']({ label: 'own', changes: [{ cardId: ids.Bree ?? '', count: 2 }] });
  } finally {
    services.close();
  }
});
afterAll(() => dirs.cleanup());

describe('arda sleeves', { timeout: 90000 }, () => {
  it('list --json before pairing: every copy unsleeved, with its reason', () => {
    const run = arda(['sleeves', 'list', 'table', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(Object.keys(report)).toEqual(['set', 'profile', 'required', 'counts', 'sleeves', 'violations']);
    expect(report).toMatchObject({ set: 'Table', profile: 'arda-revised-wizard', required: true, counts: { mpCopies: 4, paired: 0, unpaired: 4 } });
    const sleeves = report.sleeves as Record<string, unknown>[];
    expect(Object.keys(sleeves[0] ?? {})).toEqual([
      'mpKey', 'cardId', 'copyIndex', 'name', 'siteId', 'siteName', 'region', 'siteType', 'manual', 'valid', 'overused', 'locationsCount', 'unpairedReason', 'message',
    ]);
    expect((report.violations as { code: string }[]).filter((v) => v.code === 'MP_UNPAIRED')).toHaveLength(3);
  });

  it('pair by names refuses a location that cannot host the card, with the reason', () => {
    const run = arda(['sleeves', 'pair', 'Table', 'Rangers of the North', 'Moria']);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^arda: Moria \(.*\) cannot host Rangers of the North \(.*\): it can be played at 1 location, such as Bree\.$/m);
  });

  it('pair by names sleeves one copy by hand; auto keeps it and pairs the rest', () => {
    let run = arda(['sleeves', 'pair', 'Table', 'Rangers of the North', 'Bree']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Sleeved Rangers of the North \(.*, copy 1 of 2\) with Bree \(.*\) in "Table"\./);
    run = arda(['sleeves', 'auto', 'Table', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { set: string; made: number; kept: number; paired: number; mpCopies: number; unpaired: { cardId: string; reason: string; message: string }[] };
    expect(Object.keys(report)).toEqual(['set', 'made', 'kept', 'paired', 'mpCopies', 'unpaired']);
    expect(report).toMatchObject({ set: 'Table', made: 1, kept: 1, paired: 2, mpCopies: 4 });
    expect(report.unpaired.map((u) => [u.cardId, u.reason])).toEqual(
      expect.arrayContaining([
        [ids.Gwaihir, 'no-owned-copy'],
        [ids['Palantír of Orthanc'], 'no-owned-copy'],
      ]),
    );
    run = arda(['sleeves', 'list', 'Table']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^MP card\s+Copy\s+Location\s+Type\s+Region\s+Note/);
    expect(run.stdout).toMatch(/Rangers of the North .*Bree .*Border-hold\s+Arthedain\s+by hand/);
    expect(run.stdout).toMatch(/2 of 4 MP cards sleeved, 2 not sleeved\./);
    run = arda(['sleeves', 'auto', 'Table']);
    expect(run.stdout).toMatch(/0 sleeves paired automatically|1 sleeve paired automatically/);
    expect(run.stdout).toMatch(/Not sleeved:\n {2}1× Gwaihir \(.*\): you own no copy/);
  });

  it('pair refuses when no free copy is left, and unpair frees them', () => {
    // The automatically paired copy becomes a hand pairing; then every copy is one.
    let run = arda(['sleeves', 'pair', 'Table', 'Rangers of the North', 'Bree']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/copy 2 of 2\) with Bree/);
    run = arda(['sleeves', 'pair', 'Table', 'Rangers of the North', 'Bree']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Every copy of Rangers of the North .* is already sleeved by hand; unpair one first\./);
    run = arda(['sleeves', 'unpair', 'Table', 'Rangers of the North']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Took the location out of 2 sleeves of Rangers of the North/);
    run = arda(['sleeves', 'auto', 'Table', '--json']);
    expect((JSON.parse(run.stdout) as { made: number; kept: number }).made).toBe(2);
  });

  it('print --pdf writes the sleeve sheet; set print shows the partner of each MP card', () => {
    const file = path.join(dir, 'sleeves.pdf');
    let run = arda(['sleeves', 'print', 'Table', '--pdf', file]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Printed the sleeve sheet of "Table" to .*sleeves\.pdf \(2 sleeves at 1 location, 2 MP cards not sleeved\)/);
    expect(existsSync(file)).toBe(true);
    const text = pdfText(file);
    expect(text).toContain('Table: sleeves');
    expect(text).toMatch(/By location[\s\S]*Bree\s+\(Border-hold, Arthedain\)[\s\S]*2× Rangers of the North/);
    expect(text).toMatch(/By region[\s\S]*Arthedain \(2 sleeves\)/);
    expect(text).toMatch(/Not sleeved[\s\S]*Gwaihir[\s\S]*you own no copy/);
    const lists = path.join(dir, 'lists.pdf');
    run = arda(['set', 'print', 'Table', '--pdf', lists]);
    expect(run.code, run.stderr).toBe(0);
    const listText = pdfText(lists);
    expect(listText).toContain('sleeved with: Bree ×2');
    expect(listText).toContain('sleeved with: not sleeved');
  });

  it('answers usage mistakes with exit 2', () => {
    let run = arda(['sleeves', 'print', 'Table']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/"sleeves print" needs --pdf FILE/);
    run = arda(['sleeves', 'pair', 'Table', 'Bree']);
    expect(run.code).toBe(2);
    run = arda(['sleeves', 'list', 'Table', '--pdf', 'x.pdf']);
    expect(run.code).toBe(2);
    run = arda(['sleeves', 'list', 'Nope']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/no Arda set called "Nope"/);
  });
});
