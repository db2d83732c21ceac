/**
 * The shared reference card file (../shared/cards/cards.json beside the project root), read
 * at run time and never copied into the project, plus an independent reading of it: the
 * tests derive every expected value from the raw JSON here, not from the app's parser.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** tests/helpers → project root → ../shared/cards/cards.json */
export const CARD_FILE = resolve(here, '../../../shared/cards/cards.json');

export const LANGS = ['en', 'es', 'de', 'fr', 'it', 'nl', 'fi', 'ja'] as const;
export type Lang = (typeof LANGS)[number];

export interface RawCard {
  id: string;
  set: string;
  name: Record<string, string | null | undefined>;
  type: string;
  alignment: string;
  attributes?: Record<string, unknown>;
  text?: Record<string, string | null | undefined>;
  image?: string | null;
  [key: string]: unknown;
}

export interface RawSet {
  id: string;
  name: Record<string, string>;
  context?: string;
  imageBaseUrl?: Record<string, string>;
  order?: number;
  cards: Record<string, RawCard>;
  [key: string]: unknown;
}

export type RawCardFile = Record<string, RawSet>;

let cachedText: string | null = null;

export function cardFileText(): string {
  cachedText ??= readFileSync(CARD_FILE, 'utf8');
  return cachedText;
}

/** A fresh deep copy of the file each call: tests may modify it freely. */
export function loadCardFile(): RawCardFile {
  return JSON.parse(cardFileText()) as RawCardFile;
}

export function allCards(file: RawCardFile): RawCard[] {
  return Object.values(file).flatMap((set) => Object.values(set.cards));
}

/** An attribute as English text: strings trimmed (empty → null), language objects by .en. */
export function attr(card: RawCard, key: string): string | null {
  const value = card.attributes?.[key];
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const en = (value as Record<string, unknown>).en;
    return typeof en === 'string' && en.trim() !== '' ? en.trim() : null;
  }
  return null;
}

/** A card's name in a language, trimmed as the app shows it, or null where the file has none (missing or blank). */
export function nameIn(card: RawCard, lang: string): string | null {
  const value = card.name[lang];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Lower case without diacritics: "Khamûl" → "khamul". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Rules text without markup, tags replaced by spaces (so no two words are glued). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Figures like "2*", "4(6)", "-1": the leading whole number. */
export function leadingInt(raw: string | null): number | null {
  if (raw === null) return null;
  const m = /^\(?([+-]?\d+)/.exec(raw);
  return m ? Number(m[1]) : null;
}

export function cardById(file: RawCardFile): Map<string, RawCard> {
  return new Map(allCards(file).map((card) => [card.id, card]));
}
