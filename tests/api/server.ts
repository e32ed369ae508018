import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM script shared with npm start
import { buildIfNeeded } from '@/scripts/build-if-needed.mjs';
import { openDatabase } from '@/db/client';
import { createToken, createUser } from '@/server/users';
import { seedDemoIfEmpty } from '@/server/seed';

export interface TestServer {
  base: string;
  dbPath: string;
  arbiterToken: string;
  organizerToken: string;
  /** What the server wrote on stderr so far (with `logs: true`; else empty). */
  stderr: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The production server (scripts/serve.mjs, what `npm start` runs: public pages from its cache, the
 * rest by Next) on a free port, over a fresh database with an arbiter and an organizer.
 */
export async function startServer(options: { seedDemo?: boolean; env?: Record<string, string>; logs?: boolean } = {}): Promise<TestServer> {
  buildIfNeeded({ quiet: true });
  const dir = mkdtempSync(join(tmpdir(), 'gp-api-'));
  const dbPath = join(dir, 'gp.sqlite');
  const conn = openDatabase(dbPath);
  const cli = { userId: null, via: 'cli' as const };
  await createUser(conn, cli, { email: 'arbiter@example.org', role: 'arbiter', password: 'arbiter password 1' });
  await createUser(conn, cli, { email: 'organizer@example.org', role: 'organizer', club: 'UKS Jedynka Olsztyn', password: 'organizer password 1' });
  const arbiterToken = createToken(conn, cli, 'arbiter@example.org').token;
  const organizerToken = createToken(conn, cli, 'organizer@example.org').token;
  if (options.seedDemo) seedDemoIfEmpty(conn);
  conn.sqlite.close();
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(process.cwd(), 'scripts', 'serve.mjs')], {
    env: { ...process.env, GP_DATABASE: dbPath, GP_NOW: '2026-11-30T12:00:00Z', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), GP_HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'ignore', options.logs ? 'pipe' : 'ignore'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (b: Buffer) => errors.push(b.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      const r = await fetch(`${base}/api/seasons/none/standings`);
      if (r.status === 404) break;
    } catch {
      if (i > 300) throw new Error('the site did not answer');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    dbPath,
    arbiterToken,
    organizerToken,
    stderr: () => errors.join(''),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
