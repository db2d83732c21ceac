/**
 * The run-time schema of each action's fields, declared by its handler (phases/handler.ts `schema`): the API's
 * action schema is the union of the handlers' (api.ts ACTION_SCHEMAS), so an action the engine offers is always one
 * the API accepts. Field bounds keep a hostile request or game file from making the engine allocate without bound.
 */
import { z } from 'zod';
import { GAME_PROFILES, PROFILES, type Action, type ActionType, type ManualOp } from './types';

type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
type Fields<T extends ActionType> = Omit<ActionOf<T>, 'type'>;

/** One schema per field of the action type (optional fields too), each producing that field's type. */
export type FieldSchemas<T extends ActionType> = { [K in keyof Fields<T>]-?: z.ZodType<Fields<T>[K]> };

/** An action's schema: its `type` and exactly its fields (unknown keys refused). */
export function actionShape<T extends ActionType>(type: T, fields: FieldSchemas<T>) {
  return z.strictObject({ type: z.literal(type), ...fields });
}

/** The schema a handler declares; the discriminated union in api.ts is built from these. */
export type ActionSchema<T extends ActionType> = z.ZodType<ActionOf<T>>;

/** Seats over every profile (types.ts PROFILES: Arda Revised 2–7, Dark Arda 2–9). */
export const MAX_SEATS = Math.max(...GAME_PROFILES.map((p) => PROFILES[p].seats.max));

/** A card instance (index into GameState.cardOf). */
export const inst = z.number().int().min(0).max(200_000);
export const instOrNull = inst.nullable();
/** Several instances (a starting company, the attackers of a company). */
export const insts = z.array(inst).max(20);
export const cardId = z.string().min(1).max(40);
export const companyId = z.string().min(1).max(40);
export const regionPath = z.array(z.string().min(1).max(80)).max(8);
export const seatNumber = z.number().int().min(0).max(MAX_SEATS - 1);
export const count = (max: number) => z.number().int().min(0).max(max);

export const manualOpSchema: z.ZodType<ManualOp> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['tap', 'untap', 'wound', 'heal']), inst }),
  z.strictObject({ kind: z.literal('discard'), inst }),
  z.strictObject({ kind: z.literal('move'), inst, to: z.enum(['hand', 'mpPile', 'playArea', 'discard']) }),
  z.strictObject({ kind: z.literal('modify'), inst, stat: z.enum(['prowess', 'body', 'di']), delta: z.number().int().min(-20).max(20) }),
  z.strictObject({ kind: z.literal('draw'), count: z.number().int().min(1).max(20) }),
]);
