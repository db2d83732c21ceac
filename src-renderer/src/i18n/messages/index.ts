/** Every UI label in every UI language: the base words (nav, decks, card types, actions) and each area's own. */
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

// Each area's labels live beside the UI they belong to: add `name: area.<lang>` to each language below.
export const MESSAGES = {
  en: { ...en },
  es: { ...es },
  fr: { ...fr },
  de: { ...de },
};

export type AllMessages = (typeof MESSAGES)['en'];
