/**
 * Errors that cross the main/renderer boundary. Each has a stable code and a message a
 * user can act on; details carry structured data (unresolved lines, validation issues).
 */
import { z } from 'zod';

export const API_ERROR_CODES = [
  'INVALID_REQUEST',
  'UNKNOWN_METHOD',
  'NOT_FOUND',
  'BAD_FILE',
  'UNRESOLVED_LINES',
  'NETWORK',
  'CANCELLED',
  'NO_CARD_DATA',
  'FORBIDDEN',
  'CONFLICT',
  /** A sleeve pairing refused: the location cannot host the MP card, or no free copy of it is left. */
  'PAIR_REFUSED',
  /** A game cannot start from these sets or seats (details: { setId, reason }). */
  'SETUP_REFUSED',
  /** A saved game made with another rules engine version: it can be exported or deleted, not continued (details: { rules }). */
  'OLD_RULES',
  /** Another Arda Curator process (the app or the CLI) holds the database's write lock; retryable. */
  'BUSY',
  /** The database file or its folder cannot be written. */
  'READ_ONLY',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Codes worth trying again unchanged: the failure was contention, not the request. */
const RETRYABLE_CODES: ReadonlySet<ApiErrorCode> = new Set(['BUSY']);
export const isRetryable = (code: ApiErrorCode): boolean => RETRYABLE_CODES.has(code);

export const apiErrorShape = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
  /** Present (true) when the same request may succeed if sent again. */
  retryable: z.boolean().optional(),
});
export type ApiErrorShape = z.infer<typeof apiErrorShape>;

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get retryable(): boolean {
    return isRetryable(this.code);
  }

  toShape(): ApiErrorShape {
    const shape: ApiErrorShape = { code: this.code, message: this.message };
    if (this.details !== undefined) shape.details = this.details;
    if (this.retryable) shape.retryable = true;
    return shape;
  }

  static fromShape(shape: ApiErrorShape): ApiError {
    return new ApiError(shape.code, shape.message, shape.details);
  }
}

/** The reply envelope both transports carry. */
export const replySchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: apiErrorShape }),
]);
export type Reply = z.infer<typeof replySchema>;
