import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMMUTABLE, REVALIDATE, StaticFiles } from '@/server/static-files.mjs';

// The production server answers Next's hashed assets and public/'s files itself, from memory
// (issue 12: a static file is the yardstick of the season pages, and the browser's first load
// fetches a dozen assets); everything else goes on to Next.
const dir = mkdtempSync(join(tmpdir(), 'gp-static-'));
let server: Server;
let base = '';
let passedOn = 0;
const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;

beforeAll(async () => {
  mkdirSync(join(dir, '.next', 'static', 'chunks'), { recursive: true });
  mkdirSync(join(dir, 'public'));
  writeFileSync(join(dir, '.next', 'static', 'chunks', 'app-1a2b.js'), script);
  writeFileSync(join(dir, 'public', 'site.css'), 'body { color: black }');
  writeFileSync(join(dir, 'public', 'logo.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'package.json'), '{"secret": true}');
  const files = new StaticFiles({ dir, publicFiles: new Set(['/site.css', '/logo.png']), privateCacheControl: 'private, no-store' });
  server = createServer(async (req, res) => {
    if (await files.serve(req, res)) return;
    passedOn++;
    res.writeHead(404);
    res.end('next');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe('StaticFiles', () => {
  test('a hashed asset: kept a year, compressed for the client that takes it, 304 for its ETag, HEAD without a body', async () => {
    const r = await fetch(`${base}/_next/static/chunks/app-1a2b.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(r.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(await r.text()).toBe(script);
    const etag = r.headers.get('etag')!;
    const br = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve) =>
      import('node:http').then(({ get }) =>
        get(`${base}/_next/static/chunks/app-1a2b.js`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        }),
      ),
    );
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect((await fetch(`${base}/_next/static/chunks/app-1a2b.js`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await fetch(`${base}/_next/static/chunks/app-1a2b.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  test('a public file is revalidated on every request, private to a signed-in visitor, and a replaced file shows at once', async () => {
    const r = await fetch(`${base}/site.css`);
    expect(r.headers.get('cache-control')).toBe(REVALIDATE);
    expect(await r.text()).toBe('body { color: black }');
    expect((await fetch(`${base}/site.css`, { headers: { cookie: 'gp_session=x' } })).headers.get('cache-control')).toBe('private, no-store');
    writeFileSync(join(dir, 'public', 'site.css'), 'body { color: navy }');
    utimesSync(join(dir, 'public', 'site.css'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(await (await fetch(`${base}/site.css`)).text()).toBe('body { color: navy }');
  });

  test('a small file and an image go out as they are, never compressed again; a client without compression gets the script plain', async () => {
    const css = await fetch(`${base}/site.css`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(css.headers.get('content-encoding')).toBeNull();
    const png = await fetch(`${base}/logo.png`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).equals(Buffer.alloc(4096, 7))).toBe(true);
    const plain = await fetch(`${base}/_next/static/chunks/app-1a2b.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  test('nothing outside the build\'s static folder, no other file of public/, no missing asset and no POST: those go on to Next', async () => {
    const before = passedOn;
    for (const path of ['/_next/static/..%2F..%2Fpackage.json', '/_next/static/%2e%2e/%2e%2e/package.json', '/_next/static/chunks/missing.js', '/package.json', '/_next/static/chunks']) {
      const r = await fetch(`${base}${path}`);
      expect(await r.text(), path).toBe('next');
    }
    expect((await fetch(`${base}/site.css`, { method: 'POST', body: 'x' })).status).toBe(404);
    expect(passedOn - before).toBe(6);
  });

  test('50 requests meeting a replaced file at once read and compress it once', async () => {
    const files = new StaticFiles({ dir, publicFiles: new Set(['/site.css']), privateCacheControl: 'private, no-store' });
    let loads = 0;
    const load = files.load.bind(files);
    files.load = (wanted, s) => {
      loads++;
      return load(wanted, s);
    };
    const body = `body { color: navy } /* ${'x'.repeat(4000)} */`;
    writeFileSync(join(dir, 'public', 'site.css'), body);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => {
        const res = { headers: new Map<string, string>(), status: 0, body: '' as unknown };
        const fake = {
          appendHeader: (k: string, v: string) => res.headers.set(k, v),
          setHeader: (k: string, v: string) => res.headers.set(k, v),
          removeHeader: (k: string) => res.headers.delete(k),
          writeHead: (status: number) => (res.status = status),
          end: (b?: unknown) => (res.body = b),
        };
        return files.serve({ method: 'GET', url: '/site.css', headers: {} } as never, fake as never).then((served) => ({ served, res }));
      }),
    );
    expect(loads).toBe(1);
    expect(answers.every(({ served, res }) => served && res.status === 200 && String(res.body) === body)).toBe(true);
    // a later change is read again
    writeFileSync(join(dir, 'public', 'site.css'), `${body} `);
    utimesSync(join(dir, 'public', 'site.css'), new Date(2031, 0, 1), new Date(2031, 0, 1));
    await files.serve({ method: 'GET', url: '/site.css', headers: {} } as never, { appendHeader() {}, setHeader() {}, removeHeader() {}, writeHead() {}, end() {} } as never);
    expect(loads).toBe(2);
  });
});

