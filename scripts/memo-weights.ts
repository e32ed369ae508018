/**
 * Calibrates the memos' weights (issue 38, server/standings.ts `WEIGHT`): the V8 heap that a
 * season's rows, standings, progression chart and page take, per result row, for seasons of
 * several sizes. Run: `node --expose-gc --import tsx scripts/memo-weights.ts`.
 */
import { openDatabase } from '@/db/client';
import { generateSeason } from '@/lib/demo/generate-season';
import { loadSeason } from '@/lib/season/season-folder';
import { importSeason } from '@/server/import-season';
import { getProgression, getSeasonInput, getSeasonPageHtml, getStandings } from '@/server/standings';
import { seasonProfiles } from '@/server/player-profile';
import { listCompetitions, currentCompetitionFiles } from '@/db/queries/competitions';
import { getCompetitionView } from '@/server/competitions';
import { seedDemoIfEmpty } from '@/server/seed';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const hold: unknown[] = [];
for (const [i, [tournaments, players]] of [[17, 275], [40, 1000]].entries()) {
  const conn = openDatabase(':memory:');
  const demo = generateSeason({ seed: 7 + i, year: 2018, tournaments: tournaments! - 1, withFinal: true, playersPerTournament: players!, poolSize: Math.round(players! * 1.4) });
  const json = new TextEncoder().encode(JSON.stringify(demo.seasonJson));
  const loaded = loadSeason((name) => (name === 'season.json' ? json : (demo.files.get(name) ?? null)));
  if (!loaded.ok) throw new Error('invalid');
  const season = importSeason(conn, { userId: null, via: 'cli' }, loaded.season, `s${i}`, demo.seasonJson.rules);
  const h0 = heap();
  const input = getSeasonInput(conn, season);
  hold.push(input);
  const rows = input.tournaments.reduce((n, t) => n + t.rows.length, 0);
  const h1 = heap();
  hold.push(getStandings(conn, season));
  const h2 = heap();
  hold.push(await getProgression(conn, season));
  const h3 = heap();
  hold.push(getSeasonPageHtml(conn, season, 'pl'));
  const h4 = heap();
  hold.push(seasonProfiles(conn, season));
  const h5 = heap();
  const per = (a: number, b: number) => `${((b - a) / rows).toFixed(0)} B/row (${((b - a) / 1048576).toFixed(1)} MB)`;
  console.log(`${tournaments} × ${players}: ${rows} rows; input ${per(h0, h1)}, standings ${per(h1, h2)}, progression ${per(h2, h3)}, page ${per(h3, h4)}, profiles and extras ${per(h4, h5)}`);
}

// the competitions computed from games: heap per byte of their files (the demo's open, leagues and team league)
{
  const conn = openDatabase(':memory:');
  seedDemoIfEmpty(conn);
  for (const c of listCompetitions(conn, { publicOnly: true })) {
    const bytes = [...currentCompetitionFiles(conn, c.id).values()].reduce((n, f) => n + f.bytes.byteLength, 0);
    const h0 = heap();
    hold.push(getCompetitionView(conn, c));
    const h1 = heap();
    console.log(`${c.kind}: files ${(bytes / 1024).toFixed(0)} KiB, computed ${((h1 - h0) / 1024).toFixed(0)} KiB: ${((h1 - h0) / bytes).toFixed(1)} B per byte of its files`);
  }
}
