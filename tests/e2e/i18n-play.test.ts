/**
 * The Play hub and a game screen in the card language: Spanish, then German, then English again. The engine's own
 * sentences (decisions, the log) stay English, as the Settings note says; the labels around them are translated.
 */
import { expect, test } from 'vitest';
import { screenshot } from './support';
import { createElrondVsWitchKing, goToHash, usePlayApp } from './playSupport';

const play = usePlayApp({ instantBots: true });
/** A label key shown instead of its text: the key is missing in that language. */
const RAW_KEY = /\b(play|hub|common|action|deck|cardType)\.[a-zA-Z]+\.?[a-zA-Z]*/;

async function pickLanguage(lang: string): Promise<void> {
  await play.page.keyboard.press('Alt+6');
  await play.page.getByTestId('card-language').selectOption(lang);
  await expect.poll(() => play.page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

test('Spanish and German labels on the Play hub, the New game form, the board and the score sheet; English again after', { timeout: 180_000 }, async () => {
  const { page, errors, app, sets } = play;
  const id = await createElrondVsWitchKing(app, sets, 'i18n-seed');

  for (const [lang, hub, form, board, sheet] of [
    ['es', ['Nueva partida', 'En curso', 'Jugadores y puntuación', 'Reanudar'], ['Mazo Arda', 'Reglas', 'Empezar la partida'], ['Turno de Elrond', 'Registro', 'Tus compañías', 'Leyenda'], ['Hoja de puntuación', 'En curso', 'Personajes', 'Facciones', 'Reanudar']],
    ['de', ['Neue Partie', 'Laufend', 'Spieler und Punkte', 'Fortsetzen'], ['Arda-Stapel', 'Regeln', 'Die Partie starten'], ['Elrond ist am Zug', 'Protokoll', 'Deine Gefährten', 'Legende'], ['Wertungsbogen', 'Laufend', 'Charaktere', 'Völker', 'Fortsetzen']],
  ] as const) {
    await pickLanguage(lang);
    await page.keyboard.press('Alt+5');
    const grid = page.getByRole('grid', { name: lang === 'es' ? 'Partidas en curso' : 'Laufende Partien' });
    await grid.waitFor();
    for (const word of hub) await expect.poll(() => page.locator('.play').textContent()).toContain(word);
    expect(await page.locator('.play').textContent()).not.toMatch(RAW_KEY);
    await screenshot(page, `i18n-play-hub-${lang}`);

    await goToHash(page, '/play/new');
    for (const word of form) await expect.poll(() => page.locator('.new-game').textContent()).toContain(word);
    // Untouched seats are named in the UI language too.
    expect(await page.getByLabel(lang === 'es' ? 'Nombre del puesto 1' : 'Name von Platz 1').inputValue()).toBe(lang === 'es' ? 'Jugador 1' : 'Spieler 1');

    await goToHash(page, `/play/${id}`);
    await page.getByTestId('turn-bar').waitFor();
    for (const word of board) await expect.poll(() => page.locator('.game').textContent()).toContain(word);
    await page.getByRole('complementary', { name: lang === 'es' ? 'Rivales' : 'Gegner' }).waitFor();
    // No label fell through as its raw key ("play.figures.mp").
    expect(await page.locator('.game').textContent()).not.toMatch(RAW_KEY);
    await screenshot(page, `i18n-play-game-${lang}`);

    // The score sheet of the unfinished game: its categories and buttons.
    await goToHash(page, `/play/${id}/score`);
    for (const word of sheet) await expect.poll(() => page.locator('.score').textContent()).toContain(word);
    expect(await page.locator('.score').textContent()).not.toMatch(RAW_KEY);
  }

  await pickLanguage('en');
  await goToHash(page, `/play/${id}`);
  await page.getByTestId('turn-bar').waitFor();
  for (const word of ["Elrond's turn", 'Log', 'Your companies', 'Legend']) await expect.poll(() => page.locator('.game').textContent()).toContain(word);
  await page.getByRole('complementary', { name: 'Opponents' }).waitFor();
  expect(errors).toEqual([]);
});
