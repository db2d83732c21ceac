/** Every UI label in every UI language: the base words (nav, decks, card types, actions) and each area's own. */
import { curation } from './curation';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { search } from './search';
import { wantTrade } from './wantTrade';

// Each area's labels live beside the UI they belong to: add `name: area.<lang>` to each language below.
export const MESSAGES = {
  en: {
    ...en,
    wantTrade: wantTrade.en,
    curation: curation.en,
    search: search.en,
  },
  es: {
    ...es,
    wantTrade: wantTrade.es,
    curation: curation.es,
    search: search.es,
  },
  fr: {
    ...fr,
    wantTrade: wantTrade.fr,
    curation: curation.fr,
    search: search.fr,
  },
  de: {
    ...de,
    wantTrade: wantTrade.de,
    curation: curation.de,
    search: search.de,
  },
};

export type AllMessages = (typeof MESSAGES)['en'];
