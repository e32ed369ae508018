import { describe } from '@/lib/i18n/t';
import { seedDemoIfEmpty } from '@/server/seed';
import { existsSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { databasePath, openDatabase } from '@/db/client';
import { backUp } from '@/server/backup';
import { currentDate } from '@/server/clock';
import { ImportRefused, importSeason } from '@/server/import-season';
import { keepAfterCommit } from '@/server/kept';
import { createToken, createUser, UserInputError } from '@/server/users';
import { loadSeason } from '@/lib/season/season-folder';
import { HOME_WORDS } from '@/lib/i18n/home-words';
import { folderReader, fromCallerDir, type CliIo } from './gp';
import { words } from '@/lib/i18n/words';

type Flags = Record<string, string | true>;

function parseFlags(args: string[]): { flags: Flags; positional: string[] } {
  const flags: Flags = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const next = args[i + 1];
      if (next !== undefined && !next.startsWith('--') && a !== '--password-stdin') {
        flags[a.slice(2)] = next;
        i++;
      } else flags[a.slice(2)] = true;
    } else positional.push(a);
  }
  return { flags, positional };
}

const str = (v: string | true | undefined) => (typeof v === 'string' ? v : undefined);

/** The database commands of `gp` (issue: the site). Each write is audited as done "via cli". */
export async function adminCommand(command: string, args: string[], io: CliIo, stdin: () => string): Promise<number> {
  const { flags, positional } = parseFlags(args);
  const actor = { userId: null, via: 'cli' as const };
  try {
    if (command === 'user' && positional[0] === 'add') {
      const email = str(flags.email);
      const role = str(flags.role);
      if (!email || (role !== 'arbiter' && role !== 'organizer') || flags['password-stdin'] !== true) {
        io.err('gp user add: needs --email E --role arbiter|organizer [--club C] --password-stdin\n');
        return 2;
      }
      const password = stdin().replace(/\r?\n$/, '');
      const conn = openDatabase(databasePath());
      const user = await createUser(conn, actor, { email, role, club: str(flags.club) ?? null, password });
      io.out(`user ${user.email} (${user.role}${user.club ? `, ${user.club}` : ''}) created\n`);
      return 0;
    }
    if (command === 'token' && positional[0] === 'create') {
      const email = str(flags.email);
      if (!email) {
        io.err('gp token create: needs --email E\n');
        return 2;
      }
      const conn = openDatabase(databasePath());
      const { token, user } = createToken(conn, actor, email, str(flags.label) ?? '');
      io.out(`API token for ${user.email} (${user.role}); it is shown only now:\n${token}\n`);
      return 0;
    }
    if (command === 'import') {
      const folder = positional[0] ? fromCallerDir(positional[0]) : undefined;
      if (!folder || !existsSync(folder) || !statSync(folder).isDirectory()) {
        io.err(`gp import: ${folder ?? '(none)'}: no such season folder\n`);
        return folder ? 1 : 2;
      }
      const loaded = loadSeason(folderReader(resolve(folder)));
      if (!loaded.ok) {
        io.err(`gp import: the season in ${folder} cannot be read:\n${loaded.errors.map((e) => `  ${describe('en', e, { file: e.file })}\n`).join('')}`);
        return 1;
      }
      const slug = str(flags.slug) ?? slugify(basename(resolve(folder)));
      const raw = JSON.parse(new TextDecoder().decode(folderReader(resolve(folder))('season.json')!).replace(/^\uFEFF/, ''));
      const conn = openDatabase(databasePath());
      const season = importSeason(conn, actor, loaded.season, slug, raw.rules ?? {});
      // issue 38: what the public pages read across the archive (the season's standings, summary and
      // people, everyone it touches linked again) kept now, by the importer, as the site's own writes
      // do (server/after-write.ts), so the first reader after a `gp import` computes nothing
      keepAfterCommit(conn, currentDate());
      io.out(`imported "${season.name}" as /seasons/${season.slug} (${loaded.season.tournaments.length} tournaments)\n`);
      // issue 25: a tournament in progress is stored as provisional, outside the official table
      for (const [id, p] of loaded.season.inProgress ?? []) io.out(`  ${id}: in progress, after round ${p.round} of ${p.of}${p.pending ? ` (${words('en', HOME_WORDS).pending(p.pending)})` : ''} — stored as provisional; the season's table counts it once the file of all rounds is uploaded\n`);
      return 0;
    }
    if (command === 'seed-demo') {
      const conn = openDatabase(databasePath());
      const seeded = seedDemoIfEmpty(conn);
      if (seeded) keepAfterCommit(conn, currentDate());
      if (!seeded) {
        io.out(`gp seed-demo: ${databasePath()} already has a season; nothing done\n`);
        return 0;
      }
      io.out(['demo season loaded; demo accounts (shown only now):', ...seeded.map((a) => `  ${a.role.padEnd(9)}  ${a.email.padEnd(22)}  ${a.password}`), ''].join('\n'));
      return 0;
    }
    if (command === 'backup') {
      const target = positional[0] ? fromCallerDir(positional[0]) : undefined;
      if (!target) {
        io.err('gp backup: needs a target file\n');
        return 2;
      }
      if (existsSync(target)) {
        io.err(`gp backup: ${target} exists; choose a new file\n`);
        return 1;
      }
      const conn = openDatabase(databasePath());
      // one consistent snapshot (VACUUM INTO), safe and quick while the site keeps writing
      const started = performance.now();
      const { bytes, computed } = await backUp(conn, target, currentDate());
      io.out(`backup of ${databasePath()} written to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s, integrity checked${computed ? `; what the pages keep made current in the copy for ${computed} seasons and competitions` : ''})\n`);
      return 0;
    }
  } catch (e) {
    if (e instanceof UserInputError || e instanceof ImportRefused) {
      io.err(`gp ${command}: ${e instanceof UserInputError ? describe('en', { code: 'USER_INPUT', params: e.params }) : e.message}\n`);
      return 1;
    }
    throw e;
  }
  io.err(`gp: unknown command "${[command, ...positional].join(' ')}"\n`);
  return 2;
}

export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63) || 'season';
}
