/**
 * The renderer's side of the contract: a typed call() over any transport that can move
 * a method name and a JSON value and bring back a reply envelope.
 */
import { contract, type MethodInput, type MethodName, type MethodOutput } from './contract';
import { ApiError, replySchema } from './errors';

/** Sends one request and resolves with the raw reply envelope. */
export type Invoke = (method: MethodName, input: unknown) => Promise<unknown>;

export interface ApiClient {
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>>;
}

export function createApiClient(invoke: Invoke): ApiClient {
  return {
    async call(method, input) {
      const raw = await invoke(method, input);
      const reply = replySchema.safeParse(raw);
      if (!reply.success) throw new ApiError('INTERNAL', `The app's back end sent a malformed reply to ${method}.`);
      if (!reply.data.ok) throw ApiError.fromShape(reply.data.error);
      const output = contract[method].output.safeParse(reply.data.value);
      if (!output.success) {
        throw new ApiError('INTERNAL', `The app's back end sent an unexpected answer to ${method}: ${output.error.issues[0]?.message ?? ''}`);
      }
      return output.data as MethodOutput<typeof method>;
    },
  };
}
