/**
 * A whole game against one computer seat, through the UI only: at every decision of the
 * human seat the script clicks one of the decision panel's buttons (the Council, MP cards,
 * site entry, strikes and one move a turn when offered, else the default such as pass or
 * end of phase, else the first), never calls the engine or the games API to act, ends on the score
 * sheet. Bots instant; a low Council threshold (9: the computer starts with 8 MP of
 * characters) keeps the game near two minutes. A screenshot of each
 * kind of decision is kept.
 */
import { expect, test } from 'vitest';
import { screenshot } from './support';
import { createGame, goToHash, playToScore, usePlayApp } from './playSupport';

const play = usePlayApp({ instantBots: true });

test('a human seat plays a whole game against a computer seat and the score sheet opens', { timeout: 240_000 }, async () => {
  const { app, page, errors, sets } = play;
  const id = await createGame(app, {
    setIds: [sets.wizard, sets.ringwraith],
    seats: [
      { name: 'Elrond', kind: 'human', alignment: 'wizard' },
      { name: 'Computer', kind: 'bot', alignment: 'ringwraith' },
    ],
    seed: 'e2e-vs-computer',
    councilMp: 9,
  });
  await goToHash(page, `/play/${id}`);

  const steps = new Set<string>();
  const moved = new Set<number>();
  let manualDone = false;
  const labels: string[] = [];
  const decisions = await playToScore(
    page,
    {
      shots: 'play-vs-computer',
      // Once: a manual adjustment from a character's context menu, confirmed, logged "(manual)".
      before: async (state) => {
        steps.add(state.step);
        if (state.step !== 'organization' || manualDone) return false;
        manualDone = true;
        await page.locator('.dock .character[data-inst] [tabindex="0"]').first().click({ button: 'right' });
        const menu = page.getByRole('menu');
        // Only what the rules let him do by hand is offered: a character in play is never moved into an MP pile (the reason on hover).
        const toMp = menu.getByRole('menuitem', { name: 'Move to MP pile', exact: true });
        expect(await toMp.isDisabled()).toBe(true);
        expect(await toMp.getAttribute('title')).toMatch(/is a character in play/);
        await menu.getByRole('menuitem', { name: 'Tap', exact: true }).click();
        await screenshot(page, 'play-vs-computer-manual');
        await page.getByTestId('manual-confirm').click();
        await menu.waitFor({ state: 'detached' });
        await page.locator('.game-log .entry.manual').first().waitFor();
        await expect(page.locator('.game-log .entry.manual').first().textContent()).resolves.toMatch(/\(manual\)/);
        return true;
      },
      // Play to win a little: call the Council, take MP and items at sites, move once a turn.
      prefer: async (state) => {
        const turn = (await app.server.services.handlers['games.open']({ id, seat: -1 })).view.turn.number;
        const prefer = ['callCouncil', 'playMpCard', 'playMinorItem', 'enterSite', 'assignStrike', 'resolveStrike'];
        if (state.step === 'organization' && !moved.has(turn)) {
          prefer.push('declareMovement');
          moved.add(turn);
        }
        return prefer;
      },
    },
    200_000,
    labels,
  );
  const calledCouncil = labels.some((label) => /Council/i.test(label));

  await page.getByRole('heading', { name: /score/i }).first().waitFor();
  await screenshot(page, 'play-vs-computer-score');
  expect(page.url()).toMatch(new RegExp(`#/play/${id}/score$`));
  const summary = (await app.server.services.handlers['games.list']({})).games.find((g) => g.id === id);
  expect(summary?.status).toBe('finished');
  expect(summary?.reason).toBeTruthy();
  expect(decisions).toBeGreaterThan(10);
  console.info(`vs computer: ${decisions} decisions, ${summary?.reason}, winners ${JSON.stringify(summary?.winners)}, council called by the human: ${calledCouncil}`);
  expect([...steps]).toEqual(expect.arrayContaining(['draftAvatar', 'startingCompany', 'organization']));
  expect(errors).toEqual([]);
});
