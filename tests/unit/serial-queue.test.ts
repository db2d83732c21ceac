/** The renderer's call queue (collection changes, game moves): calls run in the order made, whatever their speed. */
import { describe, expect, it } from 'vitest';
import { serialQueue } from '../../src-renderer/src/utils/serialQueue';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('serialQueue', () => {
  it('starts each call once the one before has settled, so a slow first answer still lands first', async () => {
    const serial = serialQueue();
    const log: string[] = [];
    const a = serial(async () => {
      log.push('a start');
      await later(30, null);
      log.push('a end');
      return 'a';
    });
    const b = serial(async () => {
      log.push('b start');
      await later(1, null);
      log.push('b end');
      return 'b';
    });
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('a failed call rejects its own caller only; the next call still runs', async () => {
    const serial = serialQueue();
    const failed = serial(() => Promise.reject(new Error('refused')));
    const next = serial(() => later(1, 'next'));
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('next');
  });
});
