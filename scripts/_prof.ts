import { databasePath, openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { loadSeasonInput } from '@/server/season-input';
import { seasonProgression } from '@/lib/series/progression';
const conn = openDatabase(databasePath());
const season = getSeasonBySlug(conn, process.argv[2] ?? 'bench')!;
const input = loadSeasonInput(conn, season);
const out: string[] = [];
for (let i = 0; i < Number(process.argv[3] ?? 10); i++) {
  const t = performance.now();
  seasonProgression(input);
  out.push((performance.now() - t).toFixed(0));
}
console.log(out.join(' '));
