/**
 * Replay of a finished game: two computer seats play a whole game through the API, then
 * the Replay screen steps through it with ← / →, Home and End; the counter and the shown
 * position follow.
 */
import { expect, test } from 'vitest';
import { screenshot } from './support';
import { createGame, goToHash, usePlayApp } from './playSupport';

const play = usePlayApp();

const counter = () => play.page.getByTestId('replay-counter');
const bar = () => play.page.locator('.replay-bar');
const fmt = (n: number) => n.toLocaleString('en');

test('replay a finished game: ← / → step one action, Home and End jump, the position follows', { timeout: 180_000 }, async () => {
  const { app, page, errors, sets } = play;
  const h = app.server.services.handlers;
  const id = await createGame(app, {
    setIds: [sets.wizard, sets.ringwraith],
    seats: [
      { name: 'Saruman', kind: 'bot', alignment: 'wizard' },
      { name: 'Khamûl', kind: 'bot', alignment: 'ringwraith' },
    ],
    seed: 'e2e-replay',
    councilMp: 6,
  });
  let snap = await h['games.open']({ id, seat: -1 });
  while (snap.summary.status === 'active') snap = await h['games.bots']({ id, seat: -1, at: snap.summary.actions, max: 100_000 });
  const total = snap.summary.actions;
  expect(total).toBeGreaterThan(20);

  await goToHash(page, `/play/${id}/replay`);
  await expect.poll(() => counter().textContent()).toBe(`Action ${fmt(total)} of ${fmt(total)}`);
  await expect(page.locator('.decision-panel').count()).resolves.toBe(0);
  const endTurn = Number(await bar().getAttribute('data-turn'));
  expect(endTurn).toBeGreaterThan(1);
  await screenshot(page, 'play-replay-end');

  await page.locator('body').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => counter().textContent()).toBe(`Action ${fmt(total - 1)} of ${fmt(total)}`);
  await expect(page.getByTestId('replay-action').textContent()).resolves.toMatch(/\S/);

  await page.keyboard.press('Home');
  await expect.poll(() => counter().textContent()).toBe(`Action 0 of ${fmt(total)}`);
  await expect.poll(async () => bar().getAttribute('data-step')).toBe('draftAvatar');
  await expect(page.getByTestId('replay-action').textContent()).resolves.toMatch(/before the first action/);
  await screenshot(page, 'play-replay-start');

  await page.keyboard.press('ArrowLeft');
  await expect(counter().textContent()).resolves.toBe(`Action 0 of ${fmt(total)}`);
  for (let i = 1; i <= 3; i++) {
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter().textContent()).toBe(`Action ${i} of ${fmt(total)}`);
  }
  // The log's first actions were the avatar draft: the replayed position moved past it.
  const entry = (await h['games.log']({ id, seat: -1, from: 0, limit: 3 })).entries;
  expect(entry[0]?.action.type).toBe('draftAvatar');
  await screenshot(page, 'play-replay-step');

  await page.keyboard.press('End');
  await expect.poll(() => counter().textContent()).toBe(`Action ${fmt(total)} of ${fmt(total)}`);
  await expect.poll(async () => Number(await bar().getAttribute('data-turn'))).toBe(endTurn);
  expect(errors).toEqual([]);
});
