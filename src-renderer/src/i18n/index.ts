/**
 * The UI's own labels in the card language where we have a translation (vue-i18n, Composition API). Card names and
 * rules texts come from the card data; rules messages stay English.
 */
import { createI18n } from 'vue-i18n';
import type { Language } from '@shared/cards/model';
import { MESSAGES, type AllMessages } from './messages';

export const UI_LOCALES = ['en', 'es', 'fr', 'de'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

/** The UI language for a card language: the same when translated, else English. */
export function uiLocaleFor(lang: Language): UiLocale {
  return (UI_LOCALES as readonly string[]).includes(lang) ? (lang as UiLocale) : 'en';
}

export const i18n = createI18n<[AllMessages], UiLocale, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: MESSAGES,
  // Dev warnings about fallbacks would flood the console for the untranslated languages.
  missingWarn: false,
  fallbackWarn: false,
});

/** Switches the UI language (and the document's, for screen readers and hyphenation). */
export function setUiLocale(lang: Language): void {
  const locale = uiLocaleFor(lang);
  i18n.global.locale.value = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
