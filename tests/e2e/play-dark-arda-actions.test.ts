/**
 * A human Ringwraith in Dark Arda uses the mode and ring actions through the decision panel
 * (issue 21: "assumes Black Rider mode" was refused by the API 8 times out of 8, and a human at a
 * ring choice or ring draw was stuck). The human drafts Whispers of Rings at setup, so his Treasure
 * hand holds two Ring-deck cards ("Whispers of Rings … is dealt two cards from the Ring Deck"):
 * he places a ring under it, takes a mode at his Darkhaven, and is asked whether to draw rings
 * for Whispers of Rings when his Treasure hand is refilled. Every click is accepted; the log says
 * what was done. A damaged saved game is then listed with what is wrong with it.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadCardRecords } from '../../src-main/data/cardRows';
import { screenshot } from './support';
import { createGame, decide, goToHash, panelState, usePlayApp, waitForTurn } from './playSupport';

const play = usePlayApp({ instantBots: true });

/** Clicks the first open choice whose words match, if any; true when one was clicked (and accepted). */
async function clickChoice(page: Page, words: RegExp): Promise<string | null> {
  const before = await panelState(page);
  const index = await page.evaluate((source) => {
    const re = new RegExp(source);
    const all = Array.from(document.querySelectorAll<HTMLButtonElement>('.decision-panel button.choice'));
    const b = all.find((x) => !x.disabled && re.test((x.querySelector('.label')?.firstChild?.textContent ?? '').trim()));
    const fold = b?.closest('details');
    if (fold && !fold.open) fold.open = true;
    return b ? all.indexOf(b) : -1;
  }, words.source);
  if (index < 0) return null;
  const button = page.locator('.decision-panel button.choice').nth(index);
  const label = ((await button.locator('.label').textContent()) ?? '').trim();
  await button.click();
  await page.waitForFunction((at) => Number(document.querySelector<HTMLElement>('.decision-panel')?.dataset.at ?? at) !== at || !!document.querySelector('[data-testid=rejection]'), before?.at ?? -1, {
    timeout: 60_000,
    polling: 50,
  });
  const rejection = page.getByTestId('rejection');
  if (await rejection.count()) expect.fail(`the engine refused an offered choice "${label}": ${await rejection.textContent()}`);
  return label;
}

test('a human Ringwraith takes Whispers of Rings, saves a ring under it, assumes a mode and is asked about drawing rings', { timeout: 300_000 }, async () => {
  const { page, errors, app } = play;
  const h = app.server.services.handlers;
  const records = loadCardRecords(app.server.services.db);
  await h['collection.change']({ label: 'own minions', changes: records.filter((r) => r.alignment === 'Minion').map((r) => ({ cardId: r.id, count: 9 })) });
  const dark = (await h['sets.build']({ name: 'Dark', profileId: 'dark-arda', players: 9 })).set.id;
  const id = await createGame(app, { setIds: [dark], profile: 'dark-arda', councilMp: 25, seats: [{ name: 'Khamûl player', kind: 'human' }, { name: 'Computer', kind: 'bot' }], seed: 'e2e-dark-actions' });
  await goToHash(page, `/play/${id}`);
  await page.setViewportSize({ width: 1280, height: 720 });

  const done = { whispers: false, saveRing: false, mode: false, drawRings: false };
  const seen: string[] = [];
  for (let k = 0; k < 400 && !(done.saveRing && done.mode && done.drawRings); k++) {
    const waited = await waitForTurn(page);
    if (waited === 'score') break;
    const state = await panelState(page);
    seen.push(`${state?.step}:${(await page.locator('.decision-panel button.choice .label').allTextContents()).map((t) => t.trim()).filter((t) => /Whispers|mode|ring/i.test(t)).join(' / ')}`);
    if (state?.step === 'darkItems' && !done.whispers && (await clickChoice(page, /^Take Whispers of Rings/))) {
      done.whispers = true;
      continue;
    }
    if (!done.saveRing && (await clickChoice(page, / under Whispers of Rings$/))) {
      done.saveRing = true;
      await screenshot(page, 'play-dark-arda-save-ring');
      continue;
    }
    if (!done.mode && (await clickChoice(page, /^Your Ringwraith assumes Black Rider mode$/))) {
      done.mode = true;
      continue;
    }
    if (state?.step === 'ringDraw' && !done.drawRings) {
      await screenshot(page, 'play-dark-arda-ring-draw');
      expect(await clickChoice(page, /from the Ring deck for Whispers of Rings/)).not.toBeNull();
      done.drawRings = true;
      continue;
    }
    await decide(page, ['endPhase', 'passChain', 'passHazards', 'leaveSite']);
  }
  expect(done, seen.slice(0, 80).join('\n')).toEqual({ whispers: true, saveRing: true, mode: true, drawRings: true });
  // The log tells each of them as it happened.
  const log = (await page.locator('.game-log .rows').textContent()) ?? '';
  expect(log).toMatch(/Your Ringwraith assumes Black Rider mode/);
  expect(log).toMatch(/places .+ under Whispers of Rings/);
  expect(log).toMatch(/from the Ring deck for Whispers of Rings/);
  expect(errors).toEqual([]);
});

test('a damaged saved game is listed with what is wrong; the others still are', { timeout: 120_000 }, async () => {
  const { page, errors, app } = play;
  const h = app.server.services.handlers;
  const id = await createGame(app, {
    setIds: [play.sets.wizard, play.sets.ringwraith],
    seats: [{ name: 'A', kind: 'bot', alignment: 'wizard' }, { name: 'B', kind: 'bot', alignment: 'ringwraith' }],
    seed: 'e2e-damaged',
  });
  app.server.services.db.prepare("UPDATE games SET seats = '[{broken' WHERE id = ?").run(id);
  await goToHash(page, '/play');
  const note = page.locator(`[data-game-id="${id}"] [data-testid=game-damaged]`);
  await note.waitFor();
  expect(await note.textContent()).toMatch(/damaged/);
  expect(await note.getAttribute('title')).toMatch(/seats/);
  await expect.poll(async () => page.locator('[data-game-id]').count()).toBeGreaterThan(1);
  await screenshot(page, 'play-hub-damaged');
  await h['games.delete']({ id });
  expect(errors).toEqual([]);
});
