/** What every command gets: the services, a validated API call, and output streams. */
import type { MethodInput, MethodName, MethodOutput } from '../../../src-shared/api/contract';
import type { AppServices } from '../../services/appServices';
import type { CliOptions } from '../args';

export interface CliContext {
  services: AppServices;
  /** Runs an API method through the same validation as the UI; failures throw CliError. */
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>>;
  options: CliOptions;
  out(line: string): void;
  err(line: string): void;
  stderr: NodeJS.WriteStream;
}

/** A failure to report: one line, then optional detail lines (the unresolved lines). */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly details: string[] = [],
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
