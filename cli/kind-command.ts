import type { CompetitionKind } from '@/lib/competitions/kind';

interface KindCommandIo {
  out(s: string): void;
  err(s: string): void;
}

/**
 * `gp <kind's command> <folder> [--json]` for every registered kind (competitions.md §6). `readFile`
 * reads a path from the caller's directory (null when missing). Exit codes: 0 done; 1 a file of the
 * folder is missing or wrong ("file line N: message" on stderr, one per problem); 2 bad usage.
 */
export function kindCommand<R>(kind: CompetitionKind<R>) {
  return (args: string[], io: KindCommandIo, readFile: (path: string) => Uint8Array | null): number => runKindCommand(kind, args, io, readFile);
}

function runKindCommand<R>(kind: CompetitionKind<R>, args: string[], io: KindCommandIo, readFile: (path: string) => Uint8Array | null): number {
  const { command } = kind;
  const json = args.includes('--json');
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--json');
  const positional = args.filter((a) => !a.startsWith('--'));
  if (unknown.length > 0 || positional.length !== 1) {
    io.err(`gp ${command.name}: ${unknown.length > 0 ? `unknown option ${unknown.join(', ')}` : `expected one ${command.folderNoun}`}\n${command.usage}`);
    return 2;
  }
  const folder = positional[0]!.replace(/[\\/]+$/, '');
  const run = command.run((name) => readFile(`${folder}/${name}`), folder);
  for (const m of [...run.warnings, ...(run.ok ? [] : run.errors)]) io.err(`${m}\n`);
  if (!run.ok) return 1;
  io.out(json ? JSON.stringify(kind.toJson(run.result), null, 2) + '\n' : command.formatText(run.result));
  return 0;
}
