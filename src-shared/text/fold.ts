/**
 * Text folding for search and name matching: lower case, no diacritics,
 * typographic apostrophes and dashes made plain. "Khamûl" and "khamul" fold alike.
 */
export function foldText(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .toLowerCase();
}

/** Words of a folded text: runs of letters and digits. */
export function tokenize(input: string): string[] {
  return foldText(input).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Strips HTML tags and decodes the few entities the card database uses, in one pass
 * (the import converts ten thousand texts).
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>|<br\s*\/?>|<[^>]*>|&(?:nbsp|amp|lt|gt|quot|#39);/gi, (match) => {
      if (match[0] === '&') return ENTITIES[match.toLowerCase()] ?? match;
      return /^<(\/p>|br)/i.test(match) ? '\n' : '';
    })
    .trim();
}
