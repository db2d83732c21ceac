/** Building blocks of the contract: a method is a request schema and a response schema. */
import { z } from 'zod';

export const empty = z.object({}).default({});

export function method<I extends z.ZodType, O extends z.ZodType>(input: I, output: O) {
  return { input, output };
}
