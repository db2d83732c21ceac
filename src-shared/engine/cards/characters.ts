/** Card definitions: characters. Each with the card's words in `text` and at least one scenario. */
import type { CardDef } from '../effects/types';
import { figuresScenarios, type CharacterFigures } from '../scenario/templates';

/** A character whose whole text the engine carries out from the card data (figures, skills, race, "Unique.", modifiers). */
function plain(name: string, text: string, figures: CharacterFigures = {}): CardDef {
  return { name, text, scenarios: figuresScenarios(name, figures) };
}

export const CHARACTERS: CardDef[] = [
  plain('Bergil', 'Unique.'),
  plain('Annalena', 'Unique.'),
  plain('Eradan', 'Unique.'),
  plain('Luitprand', 'Unique.', { minion: true }),
  plain('Ostisen', 'Unique.', { minion: true }),
  plain('Dôgrib', 'Unique. -1 to all corruption checks.', { minion: true, corruptionCheck: -1 }),
];
