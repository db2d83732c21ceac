/** Every UI label in every UI language: the base words (nav, decks, card types, actions) and each area's own. */
import { compare } from './compare';
import { card } from './card';
import { common } from './common';
import { curation } from './curation';
import { decision } from './decision';
import { de } from './de';
import { editor } from './editor';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { lots } from './lots';
import { paste } from './paste';
import { hub } from './hub';
import { play } from './play';
import { playTable } from './playTable';
import { playTrade } from './playTrade';
import { preview } from './preview';
import { problems } from './problems';
import { sets } from './sets';
import { sleeves } from './sleeves';
import { search } from './search';
import { wantTrade } from './wantTrade';

// Each area's labels live beside the UI they belong to: add `name: area.<lang>` to each language below.
export const MESSAGES = {
  en: {
    ...en,
    decision: decision.en,
    sets: sets.en,
    lots: lots.en,
    paste: paste.en,
    preview: preview.en,
    search: search.en,
    problems: problems.en,
    compare: compare.en,
    common: common.en,
    hub: hub.en,
    play: play.en,
    playTable: playTable.en,
    playTrade: playTrade.en,
    wantTrade: wantTrade.en,
    curation: curation.en,
    sleeves: sleeves.en,
    card: card.en,
    editor: editor.en,
  },
  es: {
    ...es,
    decision: decision.es,
    sets: sets.es,
    lots: lots.es,
    paste: paste.es,
    preview: preview.es,
    search: search.es,
    problems: problems.es,
    compare: compare.es,
    common: common.es,
    hub: hub.es,
    play: play.es,
    playTable: playTable.es,
    playTrade: playTrade.es,
    wantTrade: wantTrade.es,
    curation: curation.es,
    sleeves: sleeves.es,
    card: card.es,
    editor: editor.es,
  },
  fr: {
    ...fr,
    decision: decision.fr,
    sets: sets.fr,
    lots: lots.fr,
    paste: paste.fr,
    preview: preview.fr,
    search: search.fr,
    problems: problems.fr,
    compare: compare.fr,
    common: common.fr,
    hub: hub.fr,
    play: play.fr,
    playTable: playTable.fr,
    playTrade: playTrade.fr,
    wantTrade: wantTrade.fr,
    curation: curation.fr,
    sleeves: sleeves.fr,
    card: card.fr,
    editor: editor.fr,
  },
  de: {
    ...de,
    decision: decision.de,
    sets: sets.de,
    lots: lots.de,
    paste: paste.de,
    preview: preview.de,
    search: search.de,
    problems: problems.de,
    compare: compare.de,
    common: common.de,
    hub: hub.de,
    play: play.de,
    playTable: playTable.de,
    playTrade: playTrade.de,
    wantTrade: wantTrade.de,
    curation: curation.de,
    sleeves: sleeves.de,
    card: card.de,
    editor: editor.de,
  },
};

export type AllMessages = (typeof MESSAGES)['en'];
