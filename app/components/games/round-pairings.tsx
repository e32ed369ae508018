import Link from 'next/link';
import type { Board, StartingListEntry } from '@/lib/games/round-pairings';
import { formatPoints } from '@/lib/half-points';
import { decimalSeparator, type Lang } from '@/lib/i18n/messages';
import { ROUND_PAIRINGS_WORDS } from '@/lib/i18n/games-words';
import { DataTable } from '@/app/components/data-table';
import { PagedTable } from '@/app/components/table-pager';
import { pageOfRequest, type TableRequest } from '@/lib/render/table-pages';
import { words } from '@/lib/i18n/words';


/**
 * A games tournament's rounds as pairing programs print them — every board with its result, the
 * players without an opponent after them — and its starting list by rating (issue 29, what chess
 * sites have). The last round is open; earlier ones fold.
 */
export function RoundPairings({ lang, rounds, starting, hrefOf, id = 'pairings', table }: { lang: Lang; rounds: readonly Board[][]; starting: readonly StartingListEntry[]; /** The player's page: by name (a Grand Prix tournament's rows), by start number (a competition's participants). */ hrefOf: (name: string, startNumber: number) => string | null; /** The heading's id: unique when a page shows several (one per league). */ id?: string; /** The page's table state (issue 42): an open's rounds and starting list grow with its field; absent, every row. */ table?: TableRequest }) {
  const w = words(lang, ROUND_PAIRINGS_WORDS);
  const sep = decimalSeparator(lang);
  const name = (n: string, startNumber: number) => {
    const href = hrefOf(n, startNumber);
    return href ? <Link href={href} prefetch={false}>{n}</Link> : n;
  };
  const side = (p: Board['white']) => (
    <>
      {name(p.name, p.startNumber)} <span className="muted">({p.startNumber}{p.rating ? `, ${p.rating}` : ''})</span>
    </>
  );
  const played = rounds.filter((r) => r.length > 0);
  // issue 42: each round's boards and the starting list a page at a time past GP_TABLE_PAGE_ROWS (the page's one state)
  const boardText = (b: Board) => `${b.white.name} ${b.black?.name ?? ''}`;
  const startPage = pageOfRequest(starting, table, { text: (e) => e.name, lang });
  return (
    <section aria-labelledby={id} data-testid="round-pairings">
      {/* no round (a league whose file gives no rounds — a crosstable by final place —, an event before round 1):
          no heading of pairings over nothing (issue 40's walk), only the starting list, which takes the section's id */}
      {played.length > 0 ? (
        <>
          <h3 id={id}>{w.pairings}</h3>
          <p className="muted">{w.explain}</p>
        </>
      ) : null}
      {played.map((all, i) => {
        const page = pageOfRequest(all, table, { text: boardText, lang });
        const tableId = `${id}-round-${i + 1}`;
        return (
        <details key={i} open={i === played.length - 1} data-testid={`round-${i + 1}`}>
          <summary>{w.round(i + 1)}</summary>
          <PagedTable lang={lang} id={tableId} path={table?.path} page={page}>
          <DataTable className="pairings" id={page.paged ? tableId : undefined} data-paged={page.paged ? 'true' : undefined}>
            <thead>
              <tr>
                <th scope="col" className="num">{w.board}</th>
                <th scope="col">{w.white}</th>
                <th scope="col" className="num">{w.points}</th>
                <th scope="col" className="num">{w.result}</th>
                <th scope="col" className="num">{w.points}</th>
                <th scope="col">{w.black}</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((b) => (
                <tr key={`${b.white.startNumber}-${b.black?.startNumber ?? 'x'}`}>
                  <td className="num">{b.board ?? ''}</td>
                  <td>{side(b.white)}</td>
                  <td className="num">{formatPoints(b.white.pointsBefore, sep)}</td>
                  <td className="num">{b.black ? b.result : b.alone === 'full-bye' ? w.fullBye : b.alone === 'half-bye' ? w.halfBye : w.absent}</td>
                  <td className="num">{b.black ? formatPoints(b.black.pointsBefore, sep) : ''}</td>
                  <td>{b.black ? side(b.black) : null}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          </PagedTable>
        </details>
        );
      })}
      <h3 id={played.length > 0 ? undefined : id}>{w.startingList}</h3>
      <PagedTable lang={lang} id={`${id}-starting`} path={table?.path} page={startPage}>
      <DataTable fit data-testid="starting-list" id={startPage.paged ? `${id}-starting` : undefined} data-paged={startPage.paged ? 'true' : undefined}>
        <thead>
          <tr>
            <th scope="col" className="num">{w.no}</th>
            <th scope="col">{w.title}</th>
            <th scope="col" className="sticky">{w.name}</th>
            <th scope="col" className="num">{w.rating}</th>
            <th scope="col">{w.federation}</th>
          </tr>
        </thead>
        <tbody>
          {startPage.rows.map((e) => (
            <tr key={e.startNumber}>
              <td className="num">{e.startNumber}</td>
              <td>{e.title ?? ''}</td>
              <td className="sticky">{name(e.name, e.startNumber)}</td>
              <td className="num">{e.rating ?? '–'}</td>
              <td>{e.federation ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      </PagedTable>
    </section>
  );
}
