import type { FolderReader } from './kind';

/** The description file as JSON, or null (a page never fails on it: the loader reports what is wrong). */
export function readConfigJson(read: FolderReader, name: string): unknown {
  const bytes = read(name);
  if (!bytes) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
}

/** The team league's boards file (`team-league.json` "boards"): a TRF's header gives its details; a boards.csv has none. */
export function teamLeagueDetailFiles(read: FolderReader): { scope: string | null; file: string }[] {
  const json = readConfigJson(read, 'team-league.json') as { boards?: unknown } | null;
  if (json === null) return [];
  return [{ scope: null, file: typeof json.boards === 'string' ? json.boards : 'boards.csv' }];
}
