/**
 * Plain helpers (no Vue) that word things for the UI take a `Translate`: components pass vue-i18n's `t`, and code
 * run without the app (unit tests) gets the English labels, read straight from an area's English object.
 * Relative imports only: the unit tests' Node typecheck has no renderer aliases.
 */
export type Translate = (key: string, named?: Record<string, unknown>) => string;

type Tree = { [key: string]: string | Tree };

/**
 * The English labels of one area, as a `Translate`: `area.key.sub` looks up `key.sub` in `english` and fills
 * `{name}` placeholders. Enough for English (no plural forms in messages read this way).
 */
export function englishLabels(area: string, english: object): Translate {
  return (key, named = {}) => {
    const path = key.startsWith(`${area}.`) ? key.slice(area.length + 1).split('.') : key.split('.');
    let node: string | Tree | undefined = english as Tree;
    for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') return key;
    return node.replace(/\{(\w+)\}/g, (whole, name: string) => (name in named ? String(named[name]) : whole));
  };
}
