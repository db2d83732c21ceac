/**
 * Downloading the card database and card images from a loopback HTTP server: progress,
 * broken transfers, HTTP errors and cancel never touch the database; images are cached on
 * disk after the first view; an unreachable image server gives a reason, not an error.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src-main/services/appServices';
import type { CardImage } from '../../src-shared/api/schemas';
import type { JobStatus } from '../../src-shared/api/schemasJobs';
import { CARD_FILE, allCards, cardFileText, loadCardFile } from '../helpers/cardFile';
import { collectionRows, dumpTables, openServices } from '../helpers/database';
import { closedPort, sendSlowly, sleep, startServer, waitUntil, type LoopbackServer } from '../helpers/httpServer';
import { tempDirs } from '../helpers/tempDir';

const temp = tempDirs('arda-download-');
const file = loadCardFile();
const cards = allCards(file);
const body = Buffer.from(cardFileText(), 'utf8');

const servers: LoopbackServer[] = [];
async function serve(...args: Parameters<typeof startServer>): Promise<LoopbackServer> {
  const server = await startServer(...args);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(() => temp.cleanup());

/** Polls a job until it ends, recording every status seen. */
async function follow(services: AppServices, jobId: string): Promise<{ final: JobStatus; seen: JobStatus[] }> {
  const seen: JobStatus[] = [];
  for (;;) {
    const status = services.handlers['jobs.get']({ jobId }) as JobStatus;
    seen.push(status);
    if (status.state !== 'running') return { final: status, seen };
    await sleep(2);
  }
}

function download(services: AppServices, url: string): string {
  return (services.handlers['cards.download']({ url }) as { jobId: string }).jobId;
}

describe('cards.download', () => {
  it('reports download progress and imports the file', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      void sendSlowly(res, body, 256 * 1024, 15);
    });
    const services = openServices(temp.make('ok'));
    try {
      const { final, seen } = await follow(services, download(services, server.url('/cards.json')));
      expect(final.state, final.message).toBe('done');
      expect(final.result).toMatchObject({ source: server.url('/cards.json'), sets: Object.keys(file).length, cards: cards.length, added: cards.length });
      const downloading = seen.filter((s) => s.phase === 'download');
      const loaded = downloading.map((s) => s.loaded);
      expect(new Set(loaded).size, 'several distinct progress steps').toBeGreaterThanOrEqual(3);
      expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
      expect(downloading.every((s) => s.total === body.length)).toBe(true);
      expect(Math.max(...loaded)).toBeLessThanOrEqual(body.length);
      expect(services.handlers['app.info']({})).toMatchObject({ cardCount: cards.length, cardSource: server.url('/cards.json') });
    } finally {
      services.close();
    }
  });

  describe('failures leave the database as it was', () => {
    let services: AppServices;
    beforeAll(async () => {
      services = openServices(temp.make('fail'));
      await services.importCardFile(CARD_FILE);
      services.handlers['collection.change']({ label: 'owned', changes: [{ cardId: cards[0]!.id, count: 2, note: 'keep' }] });
    });
    afterAll(() => services?.close());

    async function expectUnchanged(run: () => Promise<void>): Promise<void> {
      const before = dumpTables(services.db);
      const collection = collectionRows(services.db);
      await run();
      expect(dumpTables(services.db)).toEqual(before);
      expect(collectionRows(services.db)).toEqual(collection);
    }

    it.each([
      ['with Content-Length', true],
      ['chunked', false],
    ])('a transfer that breaks off halfway (%s) is refused with a NETWORK error naming the URL', async (_label, withLength) => {
      const server = await serve((_req, res) => {
        res.writeHead(200, withLength ? { 'content-type': 'application/json', 'content-length': body.length } : { 'content-type': 'application/json' });
        res.write(body.subarray(0, Math.floor(body.length / 2)), () => setTimeout(() => res.socket?.destroy(), 20));
      });
      const url = server.url('/broken/cards.json');
      await expectUnchanged(async () => {
        const { final } = await follow(services, download(services, url));
        expect(final.state).toBe('failed');
        expect(final.error?.code).toBe('NETWORK');
        expect(final.error?.message).toContain(url);
        expect(final.error?.message).toMatch(/broke off|failed/);
      });
    });

    it('a 404 gives a clear error with the status and the URL', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not here');
      });
      const url = server.url('/missing.json');
      await expectUnchanged(async () => {
        const { final } = await follow(services, download(services, url));
        expect(final.state).toBe('failed');
        expect(final.error?.code).toBe('NETWORK');
        expect(final.error?.message).toContain(url);
        expect(final.error?.message).toMatch(/404/);
      });
    });

    it('a server that is not there gives a NETWORK error', async () => {
      const url = `http://127.0.0.1:${await closedPort()}/cards.json`;
      await expectUnchanged(async () => {
        const { final } = await follow(services, download(services, url));
        expect(final.state).toBe('failed');
        expect(final.error?.code).toBe('NETWORK');
        expect(final.error?.message).toContain(url);
      });
    });

    it('a download served as something that is not a card file is refused as BAD_FILE', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body>Rate limited</body></html>');
      });
      await expectUnchanged(async () => {
        const { final } = await follow(services, download(services, server.url('/cards.json')));
        expect(final.state).toBe('failed');
        expect(final.error?.code).toBe('BAD_FILE');
        expect(final.error?.message).toMatch(/not valid JSON/);
      });
    });

    it('a download announcing more than any card file could be is refused before it is read', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': 200 * 1024 * 1024 });
        res.write(Buffer.alloc(64 * 1024, 0x20)); // and never the rest: the client must not wait for it
      });
      const url = server.url('/huge.json');
      await expectUnchanged(async () => {
        const { final } = await follow(services, download(services, url));
        expect(final.state).toBe('failed');
        expect(final.error?.code).toBe('BAD_FILE');
        expect(final.error?.message).toContain(url);
        expect(final.error?.message).toMatch(/200 MB/);
      });
    });

    it('cancel during a slow download stops the transfer and leaves the database as it was', async () => {
      let transfer: Promise<'sent' | 'aborted'> | null = null;
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
        transfer = sendSlowly(res, body, 16 * 1024, 20);
      });
      await expectUnchanged(async () => {
        const jobId = download(services, server.url('/slow/cards.json'));
        await waitUntil(() => (services.handlers['jobs.get']({ jobId }) as JobStatus).loaded > 0, 'the first bytes');
        const cancelled = services.handlers['jobs.cancel']({ jobId }) as JobStatus;
        expect(cancelled.state).toBe('cancelled');
        expect(cancelled.error?.code).toBe('CANCELLED');
        // the client really hangs up, long before the server would have finished
        await waitUntil(() => transfer !== null, 'the request');
        const outcome = await Promise.race([transfer!, sleep(3000).then(() => 'still sending' as const)]);
        expect(outcome).toBe('aborted');
        await sleep(50);
        expect((services.handlers['jobs.get']({ jobId }) as JobStatus).state).toBe('cancelled');
      });
    });
  });
});

describe('card images', () => {
  // 1×1 transparent PNG
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

  it('are fetched once, cached on disk and served from the cache afterwards; an unreachable server gives a reason', async () => {
    const server = await serve((req, res) => {
      if (req.url?.startsWith('/img/')) {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
        res.end(png);
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    const deadPort = await closedPort();
    const [localSet, deadSet] = Object.keys(file) as [string, string];
    const modified = loadCardFile();
    modified[localSet]!.imageBaseUrl = { en: server.url(`/img/${localSet.toLowerCase()}/`) };
    modified[deadSet]!.imageBaseUrl = { en: `http://127.0.0.1:${deadPort}/img/` };
    const dir = temp.make('images');
    const cardPath = join(dir, 'cards-local-images.json');
    writeFileSync(cardPath, JSON.stringify(modified));

    const localCard = Object.values(modified[localSet]!.cards).find((c) => c.image)!;
    const deadCard = Object.values(modified[deadSet]!.cards).find((c) => c.image)!;
    const imagePath = `/img/${localSet.toLowerCase()}/${localCard.image}`;

    let services = openServices(dir);
    try {
      await services.importCardFile(cardPath);
      // cachedOnly (the board's thumbnails) never starts a download
      const notYet = (await services.handlers['cards.image']({ id: localCard.id, lang: 'en', cachedOnly: true })) as CardImage;
      expect(notYet).toMatchObject({ status: 'unavailable', key: null });
      expect(server.requests).toHaveLength(0);
      const first = (await services.handlers['cards.image']({ id: localCard.id, lang: 'en' })) as CardImage;
      expect(first).toMatchObject({ status: 'cached', reason: null });
      expect(server.requests.filter((r) => r === imagePath)).toHaveLength(1);
      const cachedFile = services.imageCache.pathFor(first.key!);
      expect(cachedFile).not.toBeNull();
      expect(readFileSync(cachedFile!)).toEqual(png);

      const second = (await services.handlers['cards.image']({ id: localCard.id, lang: 'en' })) as CardImage;
      expect(second).toEqual(first);
      expect(server.requests).toHaveLength(1);
      // ...but answers with what is already on disk
      const cachedOnly = (await services.handlers['cards.image']({ id: localCard.id, lang: 'en', cachedOnly: true })) as CardImage;
      expect(cachedOnly).toEqual(first);
      const deadCachedOnly = (await services.handlers['cards.image']({ id: deadCard.id, lang: 'en', cachedOnly: true })) as CardImage;
      expect(deadCachedOnly).toMatchObject({ status: 'unavailable', key: null });
      expect(server.requests).toHaveLength(1);

      const dead = (await services.handlers['cards.image']({ id: deadCard.id, lang: 'en' })) as CardImage;
      expect(dead.status).toBe('unavailable');
      expect(dead.key).toBeNull();
      expect(dead.reason).toMatch(/not available/i);
      expect(readdirSync(services.imageCache.dir)).toEqual([first.key]);
    } finally {
      services.close();
    }

    // after a restart the image still comes from the disk
    services = openServices(dir);
    try {
      const again = (await services.handlers['cards.image']({ id: localCard.id, lang: 'en' })) as CardImage;
      expect(again).toMatchObject({ status: 'cached', key: expect.any(String) });
      expect(existsSync(services.imageCache.pathFor(again.key!)!)).toBe(true);
      expect(server.requests).toHaveLength(1);
    } finally {
      services.close();
    }
  });

  it('fetch a shared image once for simultaneous views; a bad answer or downloads turned off give a reason', async () => {
    let slowHits = 0;
    const server = await serve((req, res) => {
      if (req.url?.startsWith('/img/ok/')) {
        slowHits++;
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'image/png' });
          res.end(png);
        }, 50);
      } else if (req.url?.startsWith('/img/html/')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>blocked</html>');
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    const [okSet, htmlSet, missingSet] = Object.keys(file) as [string, string, string];
    const modified = loadCardFile();
    modified[okSet]!.imageBaseUrl = { en: server.url('/img/ok/') };
    modified[htmlSet]!.imageBaseUrl = { en: server.url('/img/html/') };
    modified[missingSet]!.imageBaseUrl = { en: server.url('/img/gone/') };
    const dir = temp.make('images-2');
    const cardPath = join(dir, 'cards.json');
    writeFileSync(cardPath, JSON.stringify(modified));
    const cardOf = (set: string) => Object.values(modified[set]!.cards).find((c) => c.image)!.id;

    const services = openServices(dir);
    try {
      await services.importCardFile(cardPath);
      const image = (id: string) => Promise.resolve(services.handlers['cards.image']({ id, lang: 'en' })) as Promise<CardImage>;
      const [one, two, three] = await Promise.all([image(cardOf(okSet)), image(cardOf(okSet)), image(cardOf(okSet))]);
      expect(one.status).toBe('cached');
      expect(two).toEqual(one);
      expect(three).toEqual(one);
      expect(slowHits).toBe(1);

      const html = await image(cardOf(htmlSet));
      expect(html).toMatchObject({ status: 'unavailable', key: null });
      expect(html.reason).toMatch(/text\/html/);
      const missing = await image(cardOf(missingSet));
      expect(missing).toMatchObject({ status: 'unavailable', key: null });
      expect(missing.reason).toMatch(/404/);
      expect(readdirSync(services.imageCache.dir).filter((f) => !f.endsWith('.part'))).toEqual([one.key]);

      services.handlers['settings.update']({ downloadImages: false });
      const other = Object.values(modified[okSet]!.cards).filter((c) => c.image)[1]!.id;
      const off = await image(other);
      expect(off).toMatchObject({ status: 'unavailable', key: null });
      expect(off.reason).toMatch(/turned off/i);
      expect(slowHits).toBe(1);
      // what is already on disk is still shown
      expect(await image(cardOf(okSet))).toEqual(one);
    } finally {
      services.close();
    }
  });

  it('an unknown card id is NOT_FOUND', async () => {
    const services = openServices(temp.make('img-404'));
    try {
      await services.importCardFile(CARD_FILE);
      await expect(Promise.resolve().then(() => services.handlers['cards.image']({ id: 'XX-999', lang: 'en' }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      services.close();
    }
  });
});
