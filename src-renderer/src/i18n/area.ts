/**
 * One part of the UI's labels, in every UI language at once. Each area (curation, sets, play…) keeps its own file, so
 * parts can be translated side by side; `T` comes from the English object, so a missing key fails the typecheck.
 */
export interface Area<T> {
  en: T;
  es: T;
  fr: T;
  de: T;
}

export function defineArea<T>(area: Area<T>): Area<T> {
  return area;
}
