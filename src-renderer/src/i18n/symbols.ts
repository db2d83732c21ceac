/**
 * Site- and region-type names in the UI language: the card data writes them as `{H}`, `{w}`… symbols (or, in a few
 * host answers, as their English names), and the `card.symbol` labels are keyed by the symbol's letter.
 */
import { REGION_TYPE_NAMES, SITE_TYPE_NAMES } from '@shared/cards/model';
import type { Translate } from './translate';

const BY_ENGLISH_NAME = new Map(Object.entries({ ...SITE_TYPE_NAMES, ...REGION_TYPE_NAMES }).map(([symbol, name]) => [name, symbol]));

/** The label key of a `{X}` symbol, or null for a symbol we have no name for. */
export function symbolKey(symbol: string): string | null {
  const letter = /^\{([A-Za-z])\}$/.exec(symbol)?.[1];
  return letter && (symbol in SITE_TYPE_NAMES || symbol in REGION_TYPE_NAMES) ? `card.symbol.${letter}` : null;
}

/** A `{X}` symbol's name in the UI language; an unknown symbol as it is. */
export function symbolName(t: Translate, symbol: string): string {
  const key = symbolKey(symbol);
  return key ? t(key) : symbol;
}

/** A site or region type given by its English name ("Ruins & Lairs"), in the UI language; other text as it is. */
export function typeNameInUi(t: Translate, english: string): string {
  const symbol = BY_ENGLISH_NAME.get(english);
  return symbol ? symbolName(t, symbol) : english;
}
