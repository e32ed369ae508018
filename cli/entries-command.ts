import { writeFileSync } from 'node:fs';
import { databasePath, openDatabase } from '@/db/client';
import { describe } from '@/lib/i18n/t';
import { trustedStartList } from '@/server/entries';
import { fromCallerDir, type CliIo } from './gp';

/**
 * `gp entries export <reservation-id> [--format trf|csv] [--out FILE]` (issue 41): the start list
 * of a reserved tournament from the site's database ($GP_DATABASE), for the pairing program — the
 * same use case as the organizer's page and `GET /api/reservations/{id}/entries.trf|csv`. A trusted
 * command on the server, like `gp import`: no account is asked.
 */
export function entriesCommand(args: string[], io: CliIo): number {
  const [sub, ...rest] = args;
  const usage = 'gp entries export <reservation-id> [--format trf|csv] [--out FILE]\n';
  if (sub !== 'export') {
    io.err(`gp entries: expected "export"\n${usage}`);
    return 2;
  }
  let format: 'trf' | 'csv' = 'trf';
  let out: string | null = null;
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const a = rest[i]!;
    if (a === '--format' && (rest[i + 1] === 'trf' || rest[i + 1] === 'csv')) format = rest[++i] as 'trf' | 'csv';
    else if (a === '--out' && rest[i + 1] !== undefined) out = rest[++i]!;
    else if (a.startsWith('--')) {
      io.err(`gp entries export: unknown or incomplete option ${a}\n${usage}`);
      return 2;
    } else positional.push(a);
  }
  if (positional.length !== 1 || !/^\d{1,9}$/.test(positional[0]!)) {
    io.err(`gp entries export: expected one reservation id (a number)\n${usage}`);
    return 2;
  }
  const conn = openDatabase(databasePath());
  const r = trustedStartList(conn, Number(positional[0]), format);
  if (!r.ok) {
    io.err(`gp entries export: ${r.errors.map((e) => describe('en', e)).join('; ')}\n`);
    return 1;
  }
  if (out === null) {
    io.out(r.value.body);
    return 0;
  }
  writeFileSync(fromCallerDir(out), r.value.body);
  io.out(`start list written to ${out} (${r.value.fileName})\n`);
  return 0;
}
