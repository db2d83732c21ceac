/**
 * Whether a card definition needs code of its own: a `custom` predicate, effect or target, or a continuous effect that runs a
 * function. The shared vocabulary (effects/types.ts data, cards/vocab) covers the rest; `game coverage --json` reports how
 * many definitions still need custom code, a figure meant to go down as the vocabulary grows.
 */
import type { CardDef } from './types';

/** The places in a definition that are code rather than data (a function value anywhere, or a `custom` kind). */
export function customParts(def: CardDef): string[] {
  const parts: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'function') {
      parts.push(path);
      return;
    }
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (k !== 'template') walk(v, `${path}.${k}`);
  };
  for (const key of ['play', 'effects', 'static', 'abilities'] as const) walk(def[key], key);
  return parts;
}

export function usesCustomCode(def: CardDef): boolean {
  return customParts(def).length > 0;
}
