/**
 * Runs async calls one after another in the order they were made: each starts once the one before
 * has settled (a failure does not stop the queue), so answers can never come back out of order.
 */
export function serialQueue(): <T>(fn: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = last.then(fn, fn);
    last = run.catch(() => undefined);
    return run;
  };
}
