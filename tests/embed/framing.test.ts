import { Agent, createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applyFraming, embedAncestors, framingHeaders } from '@/server/framing.mjs';
import { isOpenData, openData } from '@/server/open-data.mjs';
// @ts-expect-error plain ESM script (the production server, run without a build step)
import { NextThread } from '@/scripts/serve.mjs';

describe('who may frame a page (server/framing.mjs)', () => {
  test.each([
    { url: '/embed/seasons/gp?top=10', csp: 'frame-ancestors *', xfo: undefined },
    { url: '/en/embed/events/open', csp: 'frame-ancestors *', xfo: undefined },
    { url: '/pl/embed/leagues/spb/liga-1-1', csp: 'frame-ancestors *', xfo: undefined },
    { url: '/arbiter', csp: "frame-ancestors 'none'", xfo: 'DENY' },
    { url: '/en/arbiter/seasons/gp/upload', csp: "frame-ancestors 'none'", xfo: 'DENY' },
    { url: '/arbiter/sign-in', csp: "frame-ancestors 'none'", xfo: 'DENY' },
    { url: '/organizer', csp: "frame-ancestors 'none'", xfo: 'DENY' },
    { url: '/captain/seniors', csp: "frame-ancestors 'none'", xfo: 'DENY' },
    { url: '/seasons/gp', csp: "frame-ancestors 'self'", xfo: 'SAMEORIGIN' },
    { url: '/', csp: "frame-ancestors 'self'", xfo: 'SAMEORIGIN' },
    // a path that only begins like an embed is no embed
    { url: '/embedded', csp: "frame-ancestors 'self'", xfo: 'SAMEORIGIN' },
    { url: '/seasons/embed', csp: "frame-ancestors 'self'", xfo: 'SAMEORIGIN' },
  ])('$url', ({ url, csp, xfo }) => {
    const h = Object.fromEntries(framingHeaders(url, {}));
    expect(h['content-security-policy']).toBe(csp);
    expect(h['x-frame-options']).toBe(xfo);
  });

  test.each([
    { setting: undefined, want: '*' },
    { setting: '', want: '*' },
    { setting: 'https://klub.pl, https://*.wmzszach.pl:8443', want: 'https://klub.pl https://*.wmzszach.pl:8443' },
    { setting: "'self' klub.pl", want: "'self' klub.pl" },
    // a quote or a semicolon would open another directive: left out
    { setting: "https://klub.pl; script-src 'unsafe-inline'", want: 'https://klub.pl' },
    { setting: 'javascript:alert(1)', want: '*' },
  ])('GP_EMBED_ANCESTORS=$setting → $want', ({ setting, want }) => {
    expect(embedAncestors({ GP_EMBED_ANCESTORS: setting })).toBe(want);
  });
});

describe("on the server's answers, the framing headers win over what Next sends", () => {
  let server: Server;
  let next: Server;
  let base = '';
  beforeAll(async () => {
    // standing in for the Next thread: every way of setting a framing header of its own
    next = createServer((req, res) => {
      if (req.url!.includes('object')) res.writeHead(200, { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'", 'content-type': 'text/plain' });
      else if (req.url!.includes('array')) res.writeHead(200, 'OK', ['X-Frame-Options', 'DENY', 'Content-Type', 'text/plain']);
      else {
        res.setHeader('X-Frame-Options', 'DENY');
        res.appendHeader('content-security-policy', "frame-ancestors 'none'");
        res.writeHead(200);
      }
      res.end('x');
    });
    await new Promise<void>((r) => next.listen(0, '127.0.0.1', r));
    // the production server's order (scripts/serve.mjs): the framing first, then the answer passed from Next
    const thread = new NextThread({ dir: '', secret: 's', quiet: true });
    thread.ready = Promise.resolve((next.address() as { port: number }).port);
    thread.agent = new Agent({ keepAlive: false });
    server = createServer((req, res) => {
      applyFraming(res, req.url, {});
      if (openData(req, res)) return;
      void thread.pass(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await new Promise<void>((r) => next.close(() => r()));
  });

  test.each(['/embed/seasons/gp?how=object', '/embed/seasons/gp?how=array', '/embed/seasons/gp?how=set'])('%s can be framed by any site', async (path) => {
    const r = await fetch(base + path);
    expect(r.headers.get('content-security-policy')).toBe('frame-ancestors *');
    expect(r.headers.get('x-frame-options')).toBeNull();
    expect(await r.text()).toBe('x');
  });

  test('the workspace stays unframeable whatever the handler says', async () => {
    const r = await fetch(`${base}/arbiter?how=object`);
    expect(r.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(r.headers.get('x-frame-options')).toBe('DENY');
  });

  test('the open downloads answer other sites, and their preflight for GET only', async () => {
    expect(isOpenData('/api/seasons/gp/standings')).toBe(true);
    expect(isOpenData('/api/seasons/gp/standings.csv?lang=pl')).toBe(true);
    expect(isOpenData('/api/competitions/seniors')).toBe(true);
    expect(isOpenData('/api/seasons/gp/fees.csv')).toBe(false);
    expect(isOpenData('/api/competitions/seniors/files/x.csv')).toBe(false);
    const get = await fetch(`${base}/api/seasons/gp/standings?how=set`);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(get.headers.get('access-control-expose-headers')).toBe('ETag');
    const pre = await fetch(`${base}/api/seasons/gp/standings`, { method: 'OPTIONS', headers: { origin: 'https://klub.pl', 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(pre.headers.get('access-control-allow-headers')).toContain('If-None-Match');
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    const put = await fetch(`${base}/api/competitions/seniors`, { method: 'OPTIONS', headers: { origin: 'https://klub.pl', 'access-control-request-method': 'PUT' } });
    expect(put.status).toBe(204);
    expect(put.headers.get('access-control-allow-methods')).toBeNull();
    const other = await fetch(`${base}/api/seasons/gp/fees.csv?how=set`);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
