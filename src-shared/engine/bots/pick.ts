/** Small choosing helpers shared by the bots. */
import type { Action } from '../types';

export type Pick<T extends Action['type']> = Extract<Action, { type: T }>;

/** The legal actions of one type. */
export function find<T extends Action['type']>(legal: Action[], type: T): Pick<T>[] {
  return legal.filter((a): a is Pick<T> => a.type === type);
}

/** The item with the highest score (the first one on ties), or undefined for none. */
export function best<T>(items: T[], score: (x: T) => number): T | undefined {
  let out: T | undefined;
  let top = -Infinity;
  for (const x of items) {
    const v = score(x);
    if (v > top) {
      top = v;
      out = x;
    }
  }
  return out;
}
