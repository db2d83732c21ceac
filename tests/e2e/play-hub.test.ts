/**
 * The Play hub: the rail item and Alt+5, "Play this set" preselecting the New game form, a
 * set that cannot start (an empty one) refused with the engine's reason and a link to the
 * set, a game started in the UI listed, exported and imported again as a second game,
 * deleted; a finished bot game's score sheet.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, expect, test } from 'vitest';
import { screenshot } from './support';
import { goToHash, usePlayApp } from './playSupport';

// The game screen's computer seats act at once: this test is about the hub, not the pace.
const play = usePlayApp({ instantBots: true });
let emptySet: number;

beforeAll(async () => {
  emptySet = (await play.app.server.services.handlers['sets.create']({ name: 'Empty pool', profileId: 'arda-revised-wizard', players: 3 })).set.id;
});

const inProgress = () => play.page.getByRole('grid', { name: 'Games in progress' });
const listed = () => inProgress().locator('[role=row][data-game-id]');

test('rail and Alt+5, Play this set, a refused set, start, export, import, delete', { timeout: 180_000 }, async () => {
  const { page, errors, sets } = play;
  // The rail lists Play between Sleeves and Settings; Alt+5 goes there.
  const rail = page.getByRole('navigation', { name: 'Main' });
  await expect.poll(() => rail.locator('a').allTextContents()).toEqual(['Catalogue', 'Collection', 'Arda Sets', 'Sleeves', 'Play', 'Settings']);
  await page.keyboard.press('Alt+5');
  await page.getByRole('heading', { name: 'Play', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'No games yet' }).waitFor();
  await expect.poll(() => page.getByRole('link', { name: 'Arda Sets' }).count()).toBeGreaterThan(1);
  await screenshot(page, 'play-hub-empty');

  // "Play this set" from the sets list preselects it.
  await page.keyboard.press('Alt+3');
  await page.getByRole('link', { name: 'Play Wizards' }).click();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  expect(page.url()).toContain(`#/play/new?set=${sets.wizard}`);
  const wizardSelect = page.getByLabel('Wizard set', { exact: true });
  await expect.poll(() => wizardSelect.inputValue()).not.toBe('');
  expect(await page.getByLabel('Seat 1 name').inputValue()).toBe('Player 1');
  expect(await page.getByLabel('Seat 2 name').inputValue()).toBe('Computer 2');
  expect(await page.getByLabel('Seed').inputValue()).toMatch(/^\w{8}$/);
  await page.getByText('Avatars are drafted at the start, as the rules say.').waitFor();

  // G on the focused sets list does the same for the highlighted set.
  await page.keyboard.press('Alt+3');
  await page.getByRole('grid', { name: 'Arda sets' }).focus();
  await page.keyboard.press('g');
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  expect(page.url()).toMatch(/#\/play\/new\?set=\d+$/);

  // And from the set editor.
  await goToHash(page, `/sets/${sets.ringwraith}`);
  await page.getByRole('link', { name: 'Play this set' }).click();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await expect.poll(() => page.getByLabel('Ringwraith set', { exact: true }).locator('option:checked').textContent()).toMatch(/^Wraiths/);

  // An empty set cannot start: the engine's reason and a link to the set.
  await page.getByLabel('Ringwraith set', { exact: true }).selectOption({ label: 'None' });
  await page.getByLabel('Wizard set', { exact: true }).selectOption({ label: (await optionLabel('Wizard set', 'Empty pool'))! });
  await page.getByRole('button', { name: 'Start the game' }).click();
  const refused = page.locator('.refused');
  await refused.waitFor();
  expect(await refused.textContent()).toMatch(/“Empty pool” cannot start a game: \S/);
  expect(await refused.getByRole('link', { name: "See the set's problems" }).getAttribute('href')).toBe(`#/sets/${emptySet}`);
  await screenshot(page, 'play-new-game-refused');

  // Two sets, a mixed table of a human and a computer, named.
  await page.getByLabel('Wizard set', { exact: true }).selectOption({ label: (await optionLabel('Wizard set', 'Wizards'))! });
  await page.getByLabel('Ringwraith set', { exact: true }).selectOption({ label: (await optionLabel('Ringwraith set', 'Wraiths'))! });
  await page.getByLabel('Seat 1 name').fill('Elrond');
  await page.getByLabel('Seat 2 plays').selectOption('ringwraith');
  await page.getByLabel('Seed').fill('hub-e2e');
  await screenshot(page, 'play-new-game');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForFunction(() => /^#\/play\/\d+$/.test(location.hash));
  const id = Number(/(\d+)$/.exec(page.url())![1]);

  // Listed as in progress with its seats.
  await page.keyboard.press('Alt+5');
  await listed().first().waitFor();
  await expect.poll(() => listed().count()).toBe(1);
  const row = inProgress().locator(`[data-game-id="${id}"]`);
  expect(await row.textContent()).toContain('Elrond');
  expect(await row.textContent()).toContain('seed hub-e2e');

  // Export saves the JSON; importing it gives a second game, verified by replay.
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Export / }).click()]);
  const file = await download.path();
  const json = readFileSync(file, 'utf8');
  expect(JSON.parse(json)).toBeTypeOf('object');
  await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  await page.getByTestId('game-json-file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(json) });
  await page.getByRole('status').filter({ hasText: 'Imported' }).waitFor();
  await expect.poll(() => listed().count()).toBe(2);

  // A broken file is refused where the user acted, naming the file.
  await page.getByTestId('game-json-file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"not": "a game"}') });
  expect(await page.getByTestId('import-error').textContent()).toMatch(/broken\.json.*\S/);
  await screenshot(page, 'play-hub-list');

  // Enter on the focused list resumes the highlighted game.
  await inProgress().focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^#\/play\/\d+$/.test(location.hash));
  await page.keyboard.press('Alt+5');
  await listed().first().waitFor();

  // Delete asks first.
  const imported = listed().filter({ hasNot: page.locator(`[data-game-id="${id}"]`) });
  await inProgress().locator(`[data-game-id="${id}"]`).getByRole('button', { name: /^Delete / }).click();
  await inProgress().getByText(/^Delete “.*”\?$/).waitFor();
  await inProgress().getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(() => listed().count()).toBe(1);
  await expect.poll(() => imported.count()).toBe(1);
  await expect.poll(() => inProgress().locator(`[data-game-id="${id}"]`).count()).toBe(0);
  expect(errors).toEqual([]);
});

test('a finished game is listed with its winner and opens its score sheet', { timeout: 180_000 }, async () => {
  const { app, page, errors, sets } = play;
  const h = app.server.services.handlers;
  const game = await h['games.create']({
    setIds: [sets.wizard, sets.ringwraith],
    seats: [
      { name: 'Saruman', kind: 'bot', alignment: 'wizard' },
      { name: 'Khamûl', kind: 'bot', alignment: 'ringwraith' },
    ],
    seed: 'hub-finished',
    councilMp: 4,
  });
  const end = await h['games.bots']({ id: game.id, seat: -1, at: 0, max: 100_000 });
  expect(end.summary.status).toBe('finished');

  // The first test left the list showing: come back to it so it loads again.
  await goToHash(page, '/sets');
  await goToHash(page, '/play');
  const finished = page.getByRole('grid', { name: 'Finished games' });
  const row = finished.locator(`[data-game-id="${game.id}"]`);
  await row.waitFor();
  await row.dblclick();
  await page.waitForFunction((id) => location.hash === `#/play/${id}/score`, game.id);
  await page.getByRole('heading', { name: /^Score sheet/ }).waitFor();
  const sheet = page.getByRole('table', { name: 'Marshalling points by category' });
  await sheet.waitFor();
  await expect.poll(() => sheet.locator('tbody tr').count()).toBe(7);
  expect(await page.locator('.outcome').textContent()).toMatch(/Winners?: /);
  // How it ended, in words; a Council names its caller and their MP at the call.
  await expect
    .poll(() => page.locator('.outcome .how').textContent())
    .toMatch(/^(The Council was called by \S.* at \d+ MP|Every other player was eliminated|The One Ring was destroyed|The round limit was reached)\.$/);
  expect(await page.getByRole('link', { name: /^Replay/ }).getAttribute('href')).toBe(`#/play/${game.id}/replay`);
  await screenshot(page, 'play-score-sheet');

  // An unfinished game's sheet shows the running score and a way back in.
  const running = (await h['games.list']({})).games.find((g) => g.status === 'active');
  if (running) {
    await goToHash(page, `/play/${running.id}/score`);
    await page.getByText('In progress', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /^Resume/ }).getAttribute('href')).toBe(`#/play/${running.id}`);
  }
  expect(errors).toEqual([]);
});

test('a seat whose avatar was eliminated is marked out of the game on the score sheet', { timeout: 240_000 }, async () => {
  const { app, page, errors, sets } = play;
  const h = app.server.services.handlers;
  // ../shared/rules/arda-revised-2013.txt §1: the game ends when "All Wizard or Ringwraith characters but yours are 'eliminated'":
  // a seat whose avatar is eliminated is out. Bot games until one ends that way; seeded, so the same each run.
  let found: { id: number; out: number[] } | null = null;
  for (let n = 0; n < 80 && !found; n++) {
    const game = await h['games.create']({
      setIds: [sets.wizard, sets.ringwraith],
      seats: [
        { name: 'Radagast', kind: 'bot', alignment: 'wizard' },
        { name: 'Uvatha', kind: 'bot', alignment: 'ringwraith' },
      ],
      seed: `hub-out-${n}`,
      councilMp: 20,
    });
    await h['games.bots']({ id: game.id, seat: -1, at: 0, max: 100_000 });
    const out = (await h['games.open']({ id: game.id, seat: -1 })).view.players.filter((p) => p.out).map((p) => p.seat);
    if (out.length > 0) found = { id: game.id, out };
  }
  expect(found, 'no seeded bot game of 80 lost an avatar').not.toBeNull();
  const { id, out } = found as { id: number; out: number[] };
  await goToHash(page, `/play/${id}/score`);
  const sheet = page.getByRole('table', { name: 'Marshalling points by category' });
  await sheet.waitFor();
  const heads = sheet.locator('thead th[scope=col]');
  await expect.poll(() => heads.count()).toBe(3);
  // Column 0 names the categories; seat i is column i + 1.
  for (const seat of [0, 1]) {
    const head = heads.nth(seat + 1);
    const mark = head.getByTestId('out-seat');
    await expect.poll(() => mark.count()).toBe(out.includes(seat) ? 1 : 0);
    if (out.includes(seat)) {
      await expect(mark.textContent()).resolves.toBe('out of the game');
      await expect(mark.getAttribute('title')).resolves.toMatch(/avatar was eliminated/);
    }
  }
  await screenshot(page, 'play-score-sheet-out');
  expect(errors).toEqual([]);
});

/** The full label of the option of a set select that starts with the set's name. */
async function optionLabel(select: string, setName: string): Promise<string | null> {
  const labels = await play.page.getByLabel(select, { exact: true }).locator('option').allTextContents();
  return labels.find((l) => l.startsWith(`${setName} (`)) ?? null;
}
