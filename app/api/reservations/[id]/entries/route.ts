import { currentDate, currentTime } from '@/server/clock';
import { connection } from '@/server/data';
import { announcementView, enterTournament } from '@/server/entries';
import { entryClientOf } from '@/server/entry-client';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET — the public entry list (formats §7): name, club, rating, category; counts by category; the limit and the waiting list. */
export const GET = withRoute<{ id: string }>({}, ({ conn, params }) => {
  if (!/^\d{1,9}$/.test(params.id)) return notFound({ what: 'reservation' });
  const v = announcementView(conn, Number(params.id), currentDate());
  if (!v.ok) return v;
  const { list, limit } = v.value;
  return { ok: true, value: { entries: list.entries, counts: list.counts, ...(limit !== null ? { limit } : {}), ...(list.waiting.length > 0 || limit !== null ? { waiting: list.waiting } : {}), state: v.value.state } };
});

/**
 * POST {name, birth, sex, club?, crId?, fideId?, consent: true} — a player's entry (formats §7),
 * public: 201 {entry, code}; 409 ENTRY_DUPLICATE / ENTRIES_CLOSED; 404; 422 naming the field; 429
 * over the per-client limits. `website` is the form's bot field: filled, the entry is refused.
 */
export const POST = withRoute<{ id: string }>({ body: 'json' }, ({ req, params, body }) => {
  if (!/^\d{1,9}$/.test(params.id)) return notFound({ what: 'reservation' });
  const b = body as Record<string, unknown>;
  const r = enterTournament(connection(), Number(params.id), b, { now: currentTime(), client: entryClientOf(req), botField: typeof b.website === 'string' ? b.website : null, via: 'api' });
  if (!r.ok) return r;
  const { waiting, ...entry } = r.value.entry;
  return { ok: true, status: 201, value: { entry: { ...entry, ...(waiting ? { waiting } : {}) }, code: r.value.code } };
});
