import { partId } from '@/lib/competitions/new-config';
import { competitionProblem, type FolderProblem, type FolderReader } from '@/lib/competitions/kind';
import { leagueProblem } from './league-problems';
import { isPlainObject } from '@/lib/config/json-text';
import { readLeagueFile } from './read-league-file';
import { FORM_SCHEDULE } from './new-league-config';

/**
 * Issue 40, item 6: a league's results file is taken under any name — its content decides what it
 * is, so its name need not be the one league.json gives. A file league.json does not name, that
 * reads as a league's results (a TRF, a crosstable, a page of groups), becomes the file of the first
 * league of the description that has none yet (the leagues typed in the form, in their order), else
 * a league of its own — named after the tournament the file names, its group, or the file's name.
 * The description is returned with it, to be stored with the file as its next version. Pure.
 */
export function adoptLeagueFile(read: FolderReader, name: string, bytes: Uint8Array): { config: string; part: string; added: boolean; note: FolderProblem } | null {
  if (name === 'league.json') return null;
  const stored = read('league.json');
  if (stored === null) return null;
  let config: unknown;
  try {
    config = JSON.parse(new TextDecoder().decode(stored).replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  if (!isPlainObject(config) || !Array.isArray(config.leagues) || !config.leagues.every(isPlainObject)) return null;
  const leagues = config.leagues as Record<string, unknown>[];
  if (config.postponements === name || leagues.some((l) => l.file === name)) return null;
  const results = readLeagueFile(bytes);
  if (!results.ok) return null;

  // the season's game days from the form (the one schedule its rules give), when they are enough for
  // the file's round robin (n players: n − 1 rounds, n when odd); else its days come from the file
  const schedules = isPlainObject(config.rules) && isPlainObject(config.rules.schedules) ? config.rules.schedules : {};
  const names = Object.keys(schedules);
  const named = names.length === 1 ? names[0]! : names.includes(FORM_SCHEDULE) ? FORM_SCHEDULE : null;
  const days = (id: unknown) => (typeof id === 'string' && isPlainObject(schedules[id]) && Array.isArray(schedules[id].rounds) ? schedules[id].rounds.length : 0);
  const players = Math.max(...results.groups.map((g) => g.tournament.players.length));
  const fits = (id: unknown) => days(id) >= players - (players % 2 === 0 ? 1 : 0);

  const waiting = leagues.findIndex((l) => typeof l.file !== 'string' || read(l.file) === null);
  if (waiting >= 0) {
    const league = leagues[waiting]!;
    const part = String(league.name ?? league.id ?? name);
    // a league the form put on the season's game days that are too few for this file: its days come from the file
    const taking = league.schedule === FORM_SCHEDULE && !fits(FORM_SCHEDULE) ? Object.fromEntries(Object.entries(league).filter(([k]) => k !== 'schedule')) : league;
    const next = leagues.map((l, i) => (i === waiting ? { ...taking, file: name } : l));
    return { config: text({ ...config, leagues: next }), part, added: false, note: adopted(name, part, false) };
  }
  const first = results.groups[0]!;
  const title = (results.groups.length === 1 ? (first.tournament.info.name ?? first.group) : null) ?? fileTitle(name);
  const schedule = named !== null && fits(named) ? named : null;
  const taken = new Set(leagues.map((l) => String(l.id)));
  const id = partId(title, leagues.length + 1, taken);
  const league = { id, name: title, file: name, excluded: [], ...(schedule ? { schedule } : {}) };
  return { config: text({ ...config, leagues: [...leagues, league] }), part: title, added: true, note: adopted(name, title, true) };
}

const adopted = (file: string, part: string, added: boolean): FolderProblem => competitionProblem(leagueProblem('LEAGUE_FILE_ADOPTED', 'results', 0, { file, params: { part, added: added ? 1 : 0 } }));

/** "ussa2026_roundrobin_crosstable.html" → "ussa2026 roundrobin crosstable". */
function fileTitle(name: string): string {
  return name.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_-]+/g, ' ').trim() || name;
}

const text = (config: unknown) => `${JSON.stringify(config, null, 2)}\n`;
