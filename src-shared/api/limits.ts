/**
 * Caps on everything read from a user's file or request, defined once: the parsers, the
 * zod schemas, the CLI and the services all use these, so no count or size can make the
 * app allocate without bound. A file past a cap is refused before anything is written.
 */
import { ApiError } from './errors';

export const LIMITS = {
  /** Copies of one card in the collection (a line, or lines of one file merged). */
  collectionCopiesPerCard: 1000,
  /** Copies (and, separately, proxies) of one card in one deck of an Arda set. */
  setCopiesPerCard: 1000,
  /**
   * Copies and proxies in all the decks of one Arda set (a real set holds about 700 to
   * 1,200): sleeving pairs every MP copy, so this bounds its work too.
   */
  setCardsTotal: 10_000,
  /** Card lines (CSV records, .meccg lines, set JSON entries) in one file. */
  linesPerFile: 100_000,
  /** Bytes per file kind, checked before the file is read. */
  fileBytes: {
    /** The Council of Rivendell cards.json is about 4 MB. */
    cards: 100 * 1024 * 1024,
    collection: 20 * 1024 * 1024,
    set: 10 * 1024 * 1024,
    game: 50 * 1024 * 1024,
  },
  /** Bytes of one downloaded card image (a card scan is a few hundred KB); larger is refused unread. */
  imageBytes: 10 * 1024 * 1024,
} as const;

export type FileKind = keyof typeof LIMITS.fileBytes;

/**
 * A file past a cap, at a line (1-based) or a place in a JSON file ("decks.play.3.copies").
 * The services add the file's name; nothing is written.
 */
export class FileLimitError extends Error {
  override name = 'FileLimitError';
  constructor(
    readonly where: string,
    readonly problem: string,
  ) {
    super(`${where}: ${problem}`);
  }
}

/** A whole number of copies "n" as written in a file, or the reason it is not one within the cap. */
export function checkCount(text: string, min: number, max: number): string | null {
  if (/^\+?\d+$/.test(text) && Number(text) >= min && Number(text) <= max) return null;
  return `the count "${text.slice(0, 40)}" is not a whole number from ${min} to ${max} (the limit for one card)`;
}

/** Looks like a number, so it was meant as a count (negative, fractional, "1e9" included). */
export const NUMBER_LIKE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Runs a file's parsing; a FileLimitError becomes BAD_FILE naming the file, the place and the limit. */
export function refusingOverLimits<T>(fileName: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof FileLimitError) throw new ApiError('BAD_FILE', `${fileName}: ${error.message}. Nothing was imported.`);
    throw error;
  }
}

/**
 * Text that arrived through the API (the renderer reads the file) gets the same size cap
 * per kind as a file the CLI reads; counted in characters, which is never more than bytes.
 */
export function refuseOversizedContent(fileName: string, content: string, kind: FileKind): void {
  const limit = LIMITS.fileBytes[kind];
  if (content.length > limit) {
    throw new ApiError('BAD_FILE', `${fileName}: larger than ${Math.round(limit / 1048576)} MB, the limit for this kind of file. Nothing was imported.`);
  }
}
