/**
 * Calling app handlers through the validating dispatch, as the UI and CLI call them
 * (failures throw ApiError), and catching the ApiError a call is expected to fail with.
 */
import type { ApiHandlers, MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import { ApiError } from '../../src-shared/api/errors';
import { createDispatch } from '../../src-main/transport/dispatch';

export async function dispatchCall<M extends MethodName>(handlers: ApiHandlers, method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
  const reply = await createDispatch(handlers, () => undefined)(method, input);
  if (!reply.ok) throw ApiError.fromShape(reply.error);
  return reply.value as MethodOutput<M>;
}

/** The ApiError the promise rejects with; anything else (or no failure) throws. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}
