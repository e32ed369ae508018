import { inEnglish } from '@/lib/problem';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LEAGUE_PRESETS, LeagueRulesSchema } from '@/lib/competitions/round-robin-league/league-rules';
import { loadRoundRobinLeague } from '@/lib/competitions/round-robin-league/load-round-robin-league';

export const FIXTURES = fileURLToPath(new URL('../../fixtures/competitions/round-robin-league/', import.meta.url));

/** The files of a fixture folder, by name, with some replaced or removed (null). */
export function fixtureFolder(folder: string, replace: Record<string, string | null | undefined> = {}): (name: string) => Uint8Array | null {
  return (name) => {
    if (name in replace) {
      const text = replace[name];
      return text === null || text === undefined ? null : new TextEncoder().encode(text);
    }
    try {
      const path = `${FIXTURES}${folder}/${name}`;
      return statSync(path).isFile() ? new Uint8Array(readFileSync(path)) : null;
    } catch {
      return null;
    }
  };
}

export function fixtureText(folder: string, name: string): string {
  return readFileSync(`${FIXTURES}${folder}/${name}`, 'utf8');
}

export const SPB = LeagueRulesSchema.parse(LEAGUE_PRESETS['spb-leagues-2017']);

/** The spb-2017 fixture season, loaded (throws in tests only: the fixture must load). */
export function loadSpb(replace: Record<string, string | null> = {}) {
  const r = loadRoundRobinLeague(fixtureFolder('spb-2017', replace));
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.file} ${e.line}: ${inEnglish(e).message}`).join('\n'));
  return r;
}

export function leagueOf(season: ReturnType<typeof loadSpb>['season'], id: string) {
  const league = season.leagues.find((l) => l.id === id);
  const input = season.inputs.find((l) => l.id === id);
  if (!league || !input) throw new Error(`no league ${id}`);
  return { league, input };
}
