import { currentDate, currentTime } from '@/server/clock';
import { announcementView, updateAnnouncement, type AnnouncementParams } from '@/server/entries';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET — the public announcement of a reserved tournament: the reservation's facts, the announcement, the §1 checks, fees per category, the entries' state. */
export const GET = withRoute<{ id: string }>({}, ({ conn, params }) => {
  if (!/^\d{1,9}$/.test(params.id)) return notFound({ what: 'reservation' });
  const v = announcementView(conn, Number(params.id), currentDate());
  if (!v.ok) return v;
  const { reservation: r, announcement: a } = v.value;
  return {
    ok: true,
    value: {
      id: r.id,
      season: v.value.season.slug,
      tournament: v.value.tournamentCode,
      date: r.date,
      name: r.name,
      city: r.city,
      venue: r.venue,
      club: r.club,
      contact: r.contact,
      rounds: r.rounds,
      tempo: r.tempo,
      fees: v.value.fees,
      feeByCategory: v.value.feeByCategory,
      prizes: r.prizesJson ? JSON.parse(r.prizesJson) : null,
      text: a?.text ?? '',
      startsAt: a?.startsAt ?? null,
      arbiter: a?.arbiter ?? null,
      limit: v.value.limit,
      entries: { state: v.value.state, count: v.value.list.entries.length, waiting: v.value.list.waiting.length },
      compliance: v.value.compliance.map((c) => ({ code: c.code, ok: c.ok, message: c.message })),
    },
  };
});

/** PATCH {text?, startsAt?, arbiter?, entryLimit?, entriesClosed?, venue?, contact?, rounds?, tempo?, fees?, prizes?} — the organizer of the tournament's club or the arbiter. */
export const PATCH = withRoute<{ id: string }>({ roles: ['organizer', 'arbiter'], body: 'json' }, ({ conn, user, params, body }) => {
  if (!/^\d{1,9}$/.test(params.id)) return notFound({ what: 'reservation' });
  const r = updateAnnouncement(conn, user, Number(params.id), body as AnnouncementParams, currentTime(), 'api');
  if (!r.ok) return r;
  return { ok: true, value: { id: r.value.reservationId, text: r.value.text, startsAt: r.value.startsAt, arbiter: r.value.arbiter, entryLimit: r.value.entryLimit, entriesClosed: r.value.entriesClosedAt !== null } };
});
