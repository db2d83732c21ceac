/** The long form of the suite's volume tests: ARDA_SOAK=1 (`npm run test:soak`) plays every game and round the short form samples. */
export function soaking(): boolean {
  return Boolean(process.env.ARDA_SOAK);
}

/** A volume: the suite's in the default run, the soak's with ARDA_SOAK=1. */
export function soakVolume(inSuite: number, inSoak: number): number {
  return soaking() ? inSoak : inSuite;
}
