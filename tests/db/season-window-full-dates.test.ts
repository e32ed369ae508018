import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { overridesFromForm } from '@/app/[lang]/arbiter/season-rules-overrides';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { t as say } from '@/lib/i18n/t';
import { loadSeason } from '@/lib/season/season-folder';
import { createSeason } from '@/server/seasons';
import { guardedUpload } from '@/server/uploads';
import { createUser } from '@/server/users';
import * as ws from '@/server/workspace';
import { bytes } from '@/tests/helpers';

const cli = { userId: null, via: 'cli' } as const;
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const file = bytes('Rk.,Name,Pts.\n1,Topalov,8\n2,Aronian,7.5\n');

// issue 27: "A real series of two years and more (the FIDE Grand Prix 2008–10 ran from April 2008 to
// May 2010) … a window may be given as full dates; uploads (preview, commit, API), the calendar and
// gp honour it alike; the arbiter's season form accepts it."
describe('a season of two years: the FIDE Grand Prix 2008–10', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const created = createSeason(conn, cli, { slug: 'fide-gp', name: 'FIDE Grand Prix 2008–10', year: 2008, preset: 'fide-gp-2012', rules: {} });
  if (!created.ok) throw new Error('season');

  test('the arbiter’s season form takes full dates; bad ones get a message in the page’s language', () => {
    const r = overridesFromForm(form({ windowFrom: '2008-04-20', windowTo: '2010-05-31' }), 'fide-gp-2012');
    expect(r).toEqual({ ok: true, value: { window: { from: '2008-04-20', to: '2010-05-31' } } });
    if (!r.ok) return;
    expect(ws.updateSeason(conn, arbiter, 'fide-gp', { rules: r.value }).ok).toBe(true);
    expect(overridesFromForm(form({ windowFrom: '2008-04-20', windowTo: '2010-02-30' }), 'fide-gp-2012')).toMatchObject({ ok: false, errors: [{ code: 'BAD_SEASON_WINDOW', params: { from: '2008-04-20', to: '2010-02-30' } }] });
    expect(overridesFromForm(form({ windowFrom: '04-20', windowTo: '2010-05-31' }), 'fide-gp-2012')).toMatchObject({ ok: false, errors: [{ code: 'BAD_SEASON_WINDOW' }] });
    const order = overridesFromForm(form({ windowFrom: '2010-05-31', windowTo: '2008-04-20' }), 'fide-gp-2012');
    expect(order).toMatchObject({ ok: false, errors: [{ code: 'SEASON_WINDOW_ORDER', params: { from: '2010-05-31', to: '2008-04-20' } }] });
    expect(say('pl', 'SEASON_WINDOW_ORDER', { from: '2010-05-31', to: '2008-04-20' })).toBe('Okres sezonu kończy się (20.04.2008) przed swoim początkiem (31.05.2010).');
    // month-days stay as they are
    expect(overridesFromForm(form({ windowFrom: '03-01', windowTo: '11-30' }), 'fide-gp-2012')).toEqual({ ok: true, value: { window: { from: '03-01', to: '11-30' } } });
  });

  test('uploads in 2009 and 2010 are inside — preview, commit and API alike', () => {
    const season = () => getSeasonBySlug(conn, 'fide-gp')!;
    const req = (code: string, date: string) => ({ season: season(), code, name: code, date, final: false, fileName: `${code}.csv`, bytes: file });
    expect(ws.previewTournamentUpload(conn, arbiter, req('elista', '2008-12-14')).ok).toBe(true);
    expect(ws.commitTournamentUpload(conn, arbiter, req('nalchik', '2009-04-14'))).toMatchObject({ ok: true, value: { version: 1 } });
    expect(guardedUpload(conn, { userId: arbiter.id, via: 'api' }, req('astrakhan', '2010-05-31'))).toMatchObject({ ok: true, value: { version: 1 } });
    const outside = { date: '2010-06-01', from: '2008-04-20', to: '2010-05-31' };
    expect(ws.previewTournamentUpload(conn, arbiter, req('late', '2010-06-01'))).toMatchObject({ ok: false, errors: [{ code: 'UPLOAD_OUTSIDE_SEASON', params: outside }] });
    expect(ws.commitTournamentUpload(conn, arbiter, req('late', '2010-06-01'))).toMatchObject({ ok: false, status: 422, errors: [{ code: 'UPLOAD_OUTSIDE_SEASON', params: outside }] });
    expect(guardedUpload(conn, { userId: arbiter.id, via: 'api' }, req('early', '2008-04-19'))).toMatchObject({ ok: false, status: 422, errors: [{ code: 'UPLOAD_OUTSIDE_SEASON' }] });
  });

  test('gp reads the folder: no warning inside the window, one outside it', () => {
    const folder = (tournaments: { id: string; date: string }[]) => {
      const files: Record<string, Uint8Array> = {
        'season.json': bytes(JSON.stringify({ name: 'FIDE GP', year: 2008, preset: 'fide-gp-2012', rules: { window: { from: '2008-04-20', to: '2010-05-31' } }, tournaments: tournaments.map((t) => ({ ...t, name: t.id, file: `${t.id}.csv` })) })),
      };
      for (const t of tournaments) files[`${t.id}.csv`] = file;
      return loadSeason((name) => files[name] ?? null);
    };
    const inside = folder([{ id: 'baku', date: '2008-04-20' }, { id: 'jermuk', date: '2009-08-08' }, { id: 'astrakhan', date: '2010-05-31' }]);
    expect(inside.ok && inside.warnings).toEqual([]);
    const outside = folder([{ id: 'baku', date: '2008-04-20' }, { id: 'later', date: '2010-06-01' }]);
    expect(outside.ok && outside.warnings.map((w) => inEnglish(w))).toEqual([expect.objectContaining({ code: 'SEASON_TOURNAMENT_OUTSIDE', file: 'season.json', message: expect.stringContaining('tournament "later" is dated 2010-06-01, outside the season\'s window 2008-04-20 to 2010-05-31') })]);
  });
});
