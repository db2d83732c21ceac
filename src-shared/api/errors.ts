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
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorShape = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
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

  toShape(): ApiErrorShape {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
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
