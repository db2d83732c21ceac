/** Every UI label in every UI language: the base words (nav, decks, card types, actions) and each area's own. */
import { curation } from './curation';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { wantTrade } from './wantTrade';

// Each area's labels live beside the UI they belong to: add `name: area.<lang>` to each language below.
export const MESSAGES = {
  en: {
    ...en,
    wantTrade: wantTrade.en,
    curation: curation.en,
  },
  es: {
    ...es,
    wantTrade: wantTrade.es,
    curation: curation.es,
  },
  fr: {
    ...fr,
    wantTrade: wantTrade.fr,
    curation: curation.fr,
  },
  de: {
    ...de,
    wantTrade: wantTrade.de,
    curation: curation.de,
  },
};

export type AllMessages = (typeof MESSAGES)['en'];
