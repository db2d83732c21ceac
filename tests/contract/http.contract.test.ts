/** The contract over browser mode's loopback HTTP (real server, real token), plus HTTP's own rules. */
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserServer } from '../../src-main/browser/server';
import { defineContractSuite, freshStorage, parseReply, type StoragePaths, type TransportUnderTest } from './contractSuite';

async function openHttp(paths: StoragePaths): Promise<TransportUnderTest> {
  const server = await startBrowserServer({ ...paths, port: 0 });
  return {
    invoke: async (method, input) => {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/${encodeURIComponent(method)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Arda-Token': server.token },
        body: JSON.stringify(input ?? {}),
      });
      return response.json();
    },
    close: () => server.close(),
  };
}

defineContractSuite({ name: 'loopback HTTP', runtime: 'browser', open: openHttp });

interface RawResponse {
  status: number;
  body: string;
}

/** A raw HTTP request (fetch would not let us set Host). */
function raw(options: { host?: string; port: number; path: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: options.host ?? '127.0.0.1', port: options.port, path: options.path, method: options.method ?? 'POST', headers: options.headers, timeout: 5000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(options.body);
  });
}

function expectForbidden(response: RawResponse): void {
  expect(response.status).toBe(403);
  expect(parseReply(JSON.parse(response.body))).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
}

describe('HTTP transport rules', () => {
  const storage = freshStorage();
  let server: Awaited<ReturnType<typeof startBrowserServer>>;
  const json = { 'Content-Type': 'application/json' };

  beforeAll(async () => {
    server = await startBrowserServer({ ...storage, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(storage.dataDir, { recursive: true, force: true });
  });

  it('answers a request carrying the token', async () => {
    const response = await raw({ port: server.port, path: '/api/app.info', headers: { ...json, 'X-Arda-Token': server.token }, body: '{}' });
    expect(response.status).toBe(200);
    expect(parseReply(JSON.parse(response.body))).toMatchObject({ ok: true, value: { runtime: 'browser' } });
  });

  it('refuses a request without the token with 403 FORBIDDEN', async () => {
    expectForbidden(await raw({ port: server.port, path: '/api/app.info', headers: json, body: '{}' }));
  });

  it('refuses a request with a wrong token with 403 FORBIDDEN', async () => {
    const wrong = server.token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    expectForbidden(await raw({ port: server.port, path: '/api/app.info', headers: { ...json, 'X-Arda-Token': wrong }, body: '{}' }));
    expectForbidden(await raw({ port: server.port, path: '/api/app.info', headers: { ...json, 'X-Arda-Token': '' }, body: '{}' }));
  });

  it('refuses requests from other origins, even with the token', async () => {
    const headers = { ...json, 'X-Arda-Token': server.token };
    expectForbidden(await raw({ port: server.port, path: '/api/app.info', headers: { ...headers, Origin: 'http://evil.example' }, body: '{}' }));
    expectForbidden(await raw({ port: server.port, path: '/api/app.info', headers: { ...headers, Origin: 'null' }, body: '{}' }));
    // DNS rebinding: the right address under another name.
    expectForbidden(await raw({ port: server.port, path: '/api/app.info', headers: { ...headers, Host: `evil.example:${server.port}` }, body: '{}' }));
    // The app's own origin is fine.
    const same = await raw({ port: server.port, path: '/api/app.info', headers: { ...headers, Origin: `http://127.0.0.1:${server.port}` }, body: '{}' });
    expect(same.status).toBe(200);
  });

  it('listens on 127.0.0.1 only', async () => {
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    expect(new URL(server.url).searchParams.get('token')).toBe(server.token);
    // Another loopback address reaches the same machine but not a socket bound to 127.0.0.1 alone.
    const elsewhere = process.platform === 'linux' ? ['127.0.0.2', '::1'] : ['::1'];
    for (const host of elsewhere) {
      await expect(raw({ host, port: server.port, path: '/api/app.info', headers: json, body: '{}' })).rejects.toThrow(/ECONNREFUSED|EADDRNOTAVAIL|ENETUNREACH/);
    }
  });
});
