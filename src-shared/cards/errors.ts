/** An import file that cannot be used; the message names the file and what is wrong. */
export class CardDataError extends Error {
  constructor(
    readonly fileName: string,
    readonly problem: string,
  ) {
    super(`${fileName}: ${problem}`);
    this.name = 'CardDataError';
  }
}
