/**
 * The single entry point both transports call: validates the method name and input
 * against the contract, runs the handler, and turns any failure into a typed error
 * envelope with a message a user can act on. Nothing thrown here escapes to a transport.
 */
import { contract, isMethodName, type ApiHandlers, type MethodName } from '../../src-shared/api/contract';
import { ApiError, type Reply } from '../../src-shared/api/errors';

export type Dispatch = (method: unknown, input: unknown) => Promise<Reply>;

export function createDispatch(handlers: ApiHandlers, log: (error: unknown) => void = console.error): Dispatch {
  return async (method, input) => {
    try {
      if (!isMethodName(method)) throw new ApiError('UNKNOWN_METHOD', `There is no API method called "${String(method)}".`);
      const parsed = contract[method].input.safeParse(input ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? ` at "${issue.path.join('.')}"` : '';
        throw new ApiError('INVALID_REQUEST', `Invalid request to ${method}${where}: ${issue?.message ?? 'bad input'}.`, {
          issues: parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
        });
      }
      const handler = handlers[method] as (input: unknown) => unknown;
      const value = await handler(parsed.data);
      return { ok: true, value: value === undefined ? null : value };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, error: error.toShape() };
      log(error);
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, error: { code: 'INTERNAL', message: `Something went wrong inside the app: ${message}` } };
    }
  };
}

export type { MethodName };
