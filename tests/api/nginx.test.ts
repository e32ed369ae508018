import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EventStreamReader, type StreamEvent } from '@/scripts/sse-reader.mjs';
import { startServer, type TestServer } from './server';

// The site behind a real nginx running deploy/nginx.conf as shipped (only its ports and folders
// changed): public pages are served by nginx's cache and revalidated with the ETag once their
// s-maxage is over — here 1 s, with no stale serving, so that the first request after it shows an
// upload; signed-in requests are never served from nor stored in nginx's cache.

const S_MAXAGE = 1;

function nginxBinary(): string {
  const find = () => ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (find()) return find()!;
  // the same install as .ci/run's: Debian's package, as root
  const r = spawnSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx'], { encoding: 'utf8' });
  const found = find();
  if (!found) throw new Error(`nginx is not installed and could not be installed (apt-get install nginx: exit ${r.status}):\n${r.stderr}`);
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** deploy/nginx.conf with the lines marked `# test:` pointed at this test's ports and folders. */
function testConfig(dir: string, sitePort: number, nginxPort: number): string {
  const lines: Record<string, string> = {
    pid: `pid ${dir}/nginx.pid;`,
    error_log: `error_log ${dir}/error.log warn;`,
    client_body_temp_path: `client_body_temp_path ${dir}/body;`,
    proxy_temp_path: `proxy_temp_path ${dir}/proxy;`,
    upstream: `server 127.0.0.1:${sitePort};`,
    proxy_cache_path: `proxy_cache_path ${dir}/cache levels=1:2 keys_zone=grand_prix:20m max_size=100m inactive=1h use_temp_path=off;`,
    listen: `listen 127.0.0.1:${nginxPort};`,
  };
  const seen = new Set<string>();
  const text = readFileSync(join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8')
    .split('\n')
    .map((line) => {
      const m = /^(\s*).*# test: (\w+)\s*$/.exec(line);
      if (!m) return line;
      const replacement = lines[m[2]!];
      if (!replacement) throw new Error(`deploy/nginx.conf: unknown test marker ${m[2]}`);
      seen.add(m[2]!);
      return m[1] + replacement;
    })
    .join('\n');
  for (const k of Object.keys(lines)) if (!seen.has(k)) throw new Error(`deploy/nginx.conf lost its "# test: ${k}" line`);
  // worker_processes auto would start one per core; one is enough here, and no user switch as root
  return text.replace(/^worker_processes auto;/m, 'worker_processes 1;');
}

let site: TestServer;
let nginx: ChildProcess;
let dir: string;
let front: string;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  const binary = nginxBinary();
  // GP_TRUST_PROXY as docs/deployment.md and deploy/nginx.conf say
  // issue 24: the shipped Cache-Control (s-maxage=1, no stale serving) — the test set it before, over a default of 60 s
  site = await startServer({ env: { GP_TRUST_PROXY: '127.0.0.1' } });
  dir = mkdtempSync(join(tmpdir(), 'gp-nginx-'));
  // nginx started as root runs its workers as `nobody`, who must reach the cache folders
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'logs'));
  const nginxPort = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), testConfig(dir, new URL(site.base).port as unknown as number, nginxPort));
  const check = spawnSync(binary, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused deploy/nginx.conf:\n${check.stderr}`);
  nginx = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  front = `http://127.0.0.1:${nginxPort}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${front}/site.css`);
      break;
    } catch {
      if (i > 100) throw new Error(`nginx did not answer:\n${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`);
      await sleep(100);
    }
  }
  const create = await fetch(`${site.base}/api/seasons`, {
    method: 'POST',
    headers: { authorization: `Bearer ${site.arbiterToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ slug: 'edge', name: 'Edge', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } }),
  });
  expect(create.status).toBe(201);
  expect((await upload('place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Kot Jan,6,KS Beta\n')).status).toBe(200);
}, 240_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGQUIT');
    await new Promise((r) => nginx.once('exit', r));
  }
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// uploads go to the site directly, as the arbiter's browser or `gp` would on the inside
const upload = (body: string) => fetch(`${site.base}/api/seasons/edge/tournaments/gp01?name=I&date=2024-03-02`, { method: 'PUT', headers: { authorization: `Bearer ${site.arbiterToken}` }, body });
const viaNginx = async (path: string, headers: Record<string, string> = {}) => {
  const r = await fetch(`${front}${path}`, { headers, redirect: 'manual' });
  return { status: r.status, cache: r.headers.get('x-cache-status'), cacheControl: r.headers.get('cache-control'), etag: r.headers.get('etag'), body: await r.text() };
};

test('nginx serves a public page from its cache, revalidates it with the ETag (304) once s-maxage is over, and shows an upload on the first request after it', async () => {
  const page = '/seasons/edge/teams';
  const first = await viaNginx(page);
  expect(first.status).toBe(200);
  expect(first.cacheControl).toBe(`public, max-age=0, s-maxage=${S_MAXAGE}`);
  expect(first.etag).toMatch(/^W\/"r\d+-/);
  const second = await viaNginx(page);
  expect(second.cache).toBe('HIT');
  expect(second.body).toBe(first.body);

  // nothing changed: after s-maxage nginx asks the site with If-None-Match and keeps its copy
  await sleep((S_MAXAGE + 1) * 1000 + 100);
  const revalidated = await viaNginx(page);
  expect(revalidated.cache).toBe('REVALIDATED');
  expect(revalidated.body).toBe(first.body);

  // an upload: within s-maxage nginx may still answer from its copy; the first request after it shows the upload
  expect((await upload('place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Ryba Ola,6,KS Gamma\n')).status).toBe(200);
  await sleep((S_MAXAGE + 1) * 1000 + 100);
  const fresh = await viaNginx(page);
  expect(fresh.status).toBe(200);
  expect(fresh.cache).toBe('EXPIRED');
  expect(fresh.body).toContain('KS Gamma');
  expect(fresh.etag).not.toBe(first.etag);
  expect((await viaNginx(page)).cache).toBe('HIT');
});

test('with the shipped Cache-Control a reader behind nginx sees an upload 2 s after it, however many read the page meanwhile', async () => {
  const page = '/en/seasons/edge/teams';
  await viaNginx(page);
  expect((await viaNginx(page)).cache).toBe('HIT');
  expect((await upload('place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Kruk Ewa,6,KS Delta\n')).status).toBe(200);
  // readers keep asking meanwhile (nginx may answer them from its copy of at most 1 s, counted in whole seconds)
  for (let i = 0; i < 10; i++) {
    await viaNginx(page);
    await sleep(150);
  }
  await sleep(2000 - 10 * 150);
  const seen = await viaNginx(page);
  expect(seen.status).toBe(200);
  expect(seen.body).toContain('KS Delta');
});

test('a live event stream passes through nginx as it comes: an upload is heard at once, and ?rev=N fetches the new page past the cached one', async () => {
  const page = '/seasons/edge';
  const cached = await viaNginx(page);
  const before = Number(/data-gp-revision="(\d+)"/.exec(cached.body)![1]);
  expect((await viaNginx(page)).cache).toBe('HIT');
  const controller = new AbortController();
  const stream = await fetch(`${front}/api/seasons/edge/events`, { signal: controller.signal });
  expect(stream.status).toBe(200);
  expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(stream.headers.get('x-cache-status')).toBeNull();
  const body = stream.body!.getReader();
  const reader = new EventStreamReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  const until = async (n: number) => {
    const guard = setTimeout(() => controller.abort(), 10_000);
    while (events.length < n) events.push(...reader.push(decoder.decode((await body.read()).value, { stream: true })));
    clearTimeout(guard);
  };
  await until(1);
  expect(events[0]).toMatchObject({ event: 'state', id: String(before) });
  expect((await upload('place,name,points,club\n1,Lis Anna,7,KS Alfa\n2,Sowa Iga,6,KS Omega\n')).status).toBe(200);
  await until(2);
  const change = JSON.parse(events[1]!.data);
  expect(events[1]!.event).toBe('change');
  expect(change.revision).toBeGreaterThan(before);
  controller.abort();
  // what the page's script then asks for: nginx has nothing under that address yet, the site has the new page
  const fresh = await viaNginx(`${page}?rev=${change.revision}`);
  expect(fresh.status).toBe(200);
  expect(fresh.body).toContain('KS Omega');
  expect(fresh.body).toContain(`data-gp-revision="${change.revision}"`);
  expect((await viaNginx(`${page}?rev=${change.revision}`)).cache).toBe('HIT');
});

test('each encoding is stored apart and sent only to clients that take it; browsers that word Accept-Encoding differently share a copy', async () => {
  const page = '/en/seasons/edge';
  await viaNginx(page, { 'accept-encoding': 'br' });
  const br = await fetch(`${front}${page}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect(br.headers.get('x-cache-status')).toBe('HIT');
  expect(br.headers.get('content-encoding')).toBe('br');
  await viaNginx(page, { 'accept-encoding': 'gzip' });
  const gz = await fetch(`${front}${page}`, { headers: { 'accept-encoding': 'gzip, deflate' } });
  expect(gz.headers.get('x-cache-status')).toBe('HIT');
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  const plain = await fetch(`${front}${page}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toContain('Lis Anna');
});

test('signed-in requests and private pages never come from nginx’s cache and are never stored in it', async () => {
  const page = '/seasons/edge';
  await viaNginx(page);
  expect((await viaNginx(page)).cache).toBe('HIT');
  for (let i = 0; i < 2; i++) {
    const signedIn = await viaNginx(page, { cookie: 'gp_session=someone' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBe('BYPASS');
    expect(signedIn.cacheControl).toBe('private, no-store');
    const token = await viaNginx('/api/seasons/edge/standings', { authorization: `Bearer ${site.arbiterToken}` });
    expect(token.status).toBe(200);
    expect(token.cache).toBe('BYPASS');
    expect(token.cacheControl).toBe('private, no-store');
  }
  // Next's client router gets the page's React payload, never the stored HTML
  const rsc = await fetch(`${front}/seasons/edge/teams?_rsc`, { headers: { rsc: "1" } });
  expect(rsc.headers.get('x-cache-status')).toBe('BYPASS');
  expect(rsc.headers.get('content-type')).toContain('text/x-component');
  // a private page asked twice without credentials: nginx stores nothing (no HIT the second time)
  for (const path of ['/pl/arbiter', '/api/seasons/edge/registry']) {
    await viaNginx(path);
    const again = await viaNginx(path);
    expect(again.cache, path).not.toBe('HIT');
    expect(again.cacheControl, path).toBe('private, no-store');
  }
});
