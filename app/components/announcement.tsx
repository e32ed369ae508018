import Link from 'next/link';
import type { AnnouncementView } from '@/server/entries';
import { ENTRY_CATEGORIES } from '@/lib/entries/categories';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { formatDate, formatDecimal, localePath, type Lang } from '@/lib/i18n/messages';
import { ComplianceSummary } from '@/app/components/compliance-summary';
import { words } from '@/lib/i18n/words';

const zl = (lang: Lang, v: number | null | undefined) => (typeof v === 'number' ? `${formatDecimal(lang, v)} zł` : null);

/**
 * The announcement of a reserved tournament (issue 41): the facts of the reservation, the fees per
 * category, the prizes, the regulation check, the organizer's own words — the same on the page and
 * in its printable view. Everything is text React escapes; the organizer's text keeps its lines.
 */
export function AnnouncementBody({ lang, view }: { lang: Lang; view: AnnouncementView }) {
  const w = words(lang, ENTRIES_WORDS);
  const r = view.reservation;
  const a = view.announcement;
  const prizes = r.prizesJson ? (JSON.parse(r.prizesJson) as { places?: (number | null)[]; category?: number | null; drawn?: number | null }) : null;
  const places = (prizes?.places ?? []).map((v, i) => [i + 1, v] as const).filter(([, v]) => typeof v === 'number');
  const none = <span className="muted">{w.notGiven}</span>;
  return (
    <article className="announcement" data-testid="announcement">
      <dl className="facts">
        <dt>{w.date}</dt>
        <dd data-testid="announcement-date">
          {formatDate(lang, r.date)}
          {a?.startsAt ? `, ${a.startsAt}` : ''}
        </dd>
        <dt>{w.place}</dt>
        <dd>{[r.venue, r.city].filter(Boolean).join(', ')}</dd>
        <dt>{w.tempo}</dt>
        <dd>{r.tempo ?? none}</dd>
        <dt>{w.rounds}</dt>
        <dd>{r.rounds ? `${r.rounds} (${w.system}: ${w.swiss})` : none}</dd>
        <dt>{w.organizer}</dt>
        <dd>{r.club ?? none}</dd>
        <dt>{w.contact}</dt>
        <dd>{r.contact ?? none}</dd>
        {a?.arbiter ? (
          <>
            <dt>{w.arbiter}</dt>
            <dd>{a.arbiter}</dd>
          </>
        ) : null}
        <dt>{w.season}</dt>
        <dd>
          <Link href={localePath(lang, `/seasons/${view.season.slug}/calendar`)}>{view.season.name}</Link>
        </dd>
      </dl>

      <h2>{w.fees}</h2>
      <table className="compact" data-testid="fees">
        <tbody>
          {ENTRY_CATEGORIES.map((c) => (
            <tr key={c}>
              <th scope="row">{w.categories[c]}</th>
              <td>{zl(lang, view.feeByCategory[c]) ?? none}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{w.prizes}</h2>
      {places.length === 0 && prizes?.category == null && prizes?.drawn == null ? (
        <p>{none}</p>
      ) : (
        <ul className="compact" data-testid="prizes">
          {places.map(([i, v]) => (
            <li key={i}>
              {w.prizePlace(i)}: {zl(lang, v)}
            </li>
          ))}
          {typeof prizes?.category === 'number' && (
            <li>
              {w.prizeCategory}: {zl(lang, prizes.category)}
            </li>
          )}
          {typeof prizes?.drawn === 'number' && (
            <li>
              {w.prizeDrawn}: {zl(lang, prizes.drawn)}
            </li>
          )}
        </ul>
      )}

      <h2>{w.regulation}</h2>
      <ComplianceSummary lang={lang} checks={view.compliance} />

      {a?.text ? (
        <>
          <h2>{w.fromOrganizer}</h2>
          <div className="organizer-text" data-testid="organizer-text">
            {a.text}
          </div>
        </>
      ) : null}
    </article>
  );
}
