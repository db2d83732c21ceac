/**
 * A problem shown to people, in a form each language can word: a stable code and plain
 * params (card names and ids stay as they are, they are data). The English text travels
 * beside it for the CLI, logs and older data; the renderer words the code in the UI
 * language and falls back to that text for a code it does not know.
 */
export type ProblemParam = string | number | string[];
export type ProblemParams = Record<string, ProblemParam>;

export interface ProblemCode<Code extends string = string> {
  code: Code;
  params: ProblemParams;
}
